/**
 * Sign-in limits, two of them:
 * - per client address and account name, every attempt counted, strict: one account cannot be
 *   guessed at quickly;
 * - per client address across names, failed attempts counted, loose: one password tried against
 *   many names (password spraying) is stopped too, while the people of a whole office behind one
 *   address, mistyping now and then, still sign in to their accounts.
 * Below that loose limit an address's failures still count: the hash queue serves addresses with
 * fewer recent failures first (auth/hash-queue.ts), so a flood that keeps failing waits behind
 * people signing in. The client address is the connection's, or what a trusted proxy says (TRUST_PROXY), never what
 * any client claims in X-Forwarded-For. Counters live in @fastify/rate-limit's store: in memory for
 * one instance, in Redis (shared by every instance) when REDIS_URL is set.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../errors';
import type { HashTicket } from '../auth/hash-queue';

export interface LoginRateLimit {
  /** Attempts per window for one client address and one name. */
  perName: number;
  /** Failed attempts per window from one client address, across names. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { perName: 10, perAddress: 300, windowMs: 5 * 60 * 1000 };

/** The counters kept in memory (per limit); an attacker rotating names cannot push others' out quickly. */
const LOCAL_COUNTERS_KEPT = 100_000;

export interface LoginLimiter {
  /** Route preHandler: refuses (429, Retry-After) a sign-in over either limit; counts the attempt for its name. */
  check: preHandlerAsyncHookHandler;
  /** Counts a failed sign-in against the client address. */
  recordFailure(request: FastifyRequest): Promise<void>;
  /** The request's place in the hash queue: its address and that address's failures (read by `check`). */
  ticket(request: FastifyRequest): HashTicket;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits for the sign-in calls whose body names the account in `nameField`. */
    loginLimiter(nameField: string): LoginLimiter;
  }
}

/** "5 minutes", "1 minute", "40 seconds". */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const tooMany = (seconds: number) => new HttpError(429, `Too many sign-in attempts; please wait ${waitText(seconds)} and try again`, Math.max(1, Math.ceil(seconds)));

export async function registerRateLimit(app: FastifyInstance, limits: LoginRateLimit): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    cache: LOCAL_COUNTERS_KEPT,
    // A store that cannot answer (a shared one that is down) must not lock everyone out.
    skipOnError: true,
    // ----- scale-out (docs/scale-out.md) -----
    // With REDIS_URL the counters are shared by every instance: rotating instances resets nothing.
    ...(app.redis ? { redis: app.redis.commands, nameSpace: `${app.redis.prefix}rate-limit:` } : {}),
  });

  const perAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `login-failures|${request.ip}`,
  });

  const failuresRead = new WeakMap<FastifyRequest, number>();
  app.decorate('loginLimiter', (nameField: string): LoginLimiter => {
    const nameOf = (request: FastifyRequest) => {
      const body = request.body as Record<string, unknown> | undefined;
      return typeof body?.[nameField] === 'string' ? (body[nameField] as string).toLowerCase() : '';
    };
    const perName = app.createRateLimit({
      max: limits.perName,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `login|${nameField}|${request.ip}|${nameOf(request)}`,
    });
    return {
      async check(request) {
        const failures = await perAddress(request, { increment: false });
        if (!failures.isAllowed && failures.remaining <= 0) throw tooMany(failures.ttlInSeconds);
        // With the store away (skipOnError) this reads as no failures.
        failuresRead.set(request, failures.isAllowed ? 0 : failures.max - failures.remaining);
        const attempts = await perName(request);
        if (!attempts.isAllowed && attempts.isExceeded) throw tooMany(attempts.ttlInSeconds);
      },
      async recordFailure(request) {
        await perAddress(request);
      },
      ticket: (request) => ({ client: request.ip, failures: failuresRead.get(request) ?? 0 }),
    };
  });
}
