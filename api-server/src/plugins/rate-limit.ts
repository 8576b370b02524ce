/**
 * Sign-in limits, three of them:
 * - per client address and account name, every attempt counted, strict: one account cannot be
 *   guessed at quickly from one place;
 * - per account name across addresses, failed attempts counted, strict: nor from many places at
 *   once. So that this cannot lock the owner out, an address that signed in to that account in the
 *   last 30 days is not held by it;
 * - per client address across names, failed attempts counted, loose: one password tried against
 *   many names (password spraying) is stopped too, while the people of a whole office behind one
 *   address, mistyping now and then, still sign in to their accounts.
 * Below that loose limit an address's failures still count: the hash queue serves addresses with
 * fewer recent failures first (auth/hash-queue.ts), so a flood that keeps failing waits behind
 * people signing in. Every limit counts unknown names exactly as known ones: a 429 tells nothing
 * about which accounts exist. The client address is the connection's, or what a trusted proxy says
 * (TRUST_PROXY), never what any client claims in X-Forwarded-For. Counters live in @fastify/rate-limit's store: in memory for
 * one instance, in Redis (shared by every instance) when REDIS_URL is set.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../errors';
import type { HashTicket } from '../auth/hash-queue';

export interface LoginRateLimit {
  /** Attempts per window for one client address and one name. */
  perName: number;
  /** Failed attempts per window on one name from every address (none when absent). */
  perNameAcrossAddresses?: number;
  /** Failed attempts per window from one client address, across names. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { perName: 10, perNameAcrossAddresses: 50, perAddress: 300, windowMs: 5 * 60 * 1000 };

/** How long a successful sign-in exempts its address from the account's limit across addresses. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;

/** The counters kept in memory (per limit); an attacker rotating names cannot push others' out quickly. */
const LOCAL_COUNTERS_KEPT = 100_000;

export interface LoginLimiter {
  /** Route preHandler: refuses (429, Retry-After) a sign-in over either limit; counts the attempt for its name. */
  check: preHandlerAsyncHookHandler;
  /** Counts a failed sign-in against the client address and the name. */
  recordFailure(request: FastifyRequest): Promise<void>;
  /** Remembers that this address signed in to this account. */
  recordSuccess(request: FastifyRequest): Promise<void>;
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

const tooMany = (seconds: number) => new HttpError(429, `Too many sign-in attempts; please wait ${waitText(seconds)} and try again`, { code: 'too_many_attempts', retryAfterSeconds: Math.max(1, Math.ceil(seconds)) });

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
    const acrossAddresses = limits.perNameAcrossAddresses;
    const nameFailures = acrossAddresses === undefined ? null : app.createRateLimit({
      max: acrossAddresses,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `login-name-failures|${nameField}|${nameOf(request)}`,
    });
    const knownAddress = app.createRateLimit({
      max: Number.MAX_SAFE_INTEGER,
      timeWindow: KNOWN_ADDRESS_MS,
      keyGenerator: (request) => `login-known|${nameField}|${request.ip}|${nameOf(request)}`,
    });
    return {
      async check(request) {
        const failures = await perAddress(request, { increment: false });
        if (!failures.isAllowed && failures.remaining <= 0) throw tooMany(failures.ttlInSeconds);
        // With the store away (skipOnError) this reads as no failures.
        failuresRead.set(request, failures.isAllowed ? 0 : failures.max - failures.remaining);
        if (nameFailures) {
          const onName = await nameFailures(request, { increment: false });
          if (!onName.isAllowed && onName.remaining <= 0) {
            const known = await knownAddress(request, { increment: false });
            const signedInFromHere = known.isAllowed || known.remaining < known.max;
            if (!signedInFromHere) throw tooMany(onName.ttlInSeconds);
          }
        }
        const attempts = await perName(request);
        if (!attempts.isAllowed && attempts.isExceeded) throw tooMany(attempts.ttlInSeconds);
      },
      async recordFailure(request) {
        await Promise.all([perAddress(request), nameFailures?.(request)]);
      },
      async recordSuccess(request) {
        if (nameFailures) await knownAddress(request);
      },
      ticket: (request) => ({ client: request.ip, failures: failuresRead.get(request) ?? 0 }),
    };
  });
}
