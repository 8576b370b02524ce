/**
 * Login attempts are limited per client address and account name (in memory, per instance), so
 * one account cannot be guessed at quickly.
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../errors';

export interface LoginRateLimit {
  /** Attempts per window for one client address and name. */
  perName: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { perName: 10, windowMs: 5 * 60 * 1000 };

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many sign-in attempts; please wait ${context.after} and try again`),
  });
}

/** Route config for a login call whose body names the account in `nameField`. */
export function loginRateLimitConfig(limits: LoginRateLimit, nameField: string): RouteShorthandOptions['config'] {
  const nameOf = (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    return typeof body?.[nameField] === 'string' ? (body[nameField] as string).toLowerCase() : '';
  };
  return {
    rateLimit: {
      hook: 'preHandler',
      max: limits.perName,
      timeWindow: limits.windowMs,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${nameField}|${nameOf(request)}`,
    },
  };
}
