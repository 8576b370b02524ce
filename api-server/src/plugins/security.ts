/**
 * Security headers, CORS for the configured origins only, and on every answer the request id and the
 * id of the instance that answered (X-Instance-Id: behind a load balancer, which one it was).
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import { errorBody } from '../errors';

const HELMET_OPTIONS: HelmetOptions = {
  // Pictures and JSON are fetched by the shop's own origins, which differ from the API's.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * Helmet's headers depend only on its options (no CSP nonces here), so they are worked out once.
 * @fastify/helmet rebuilds the whole helmet middleware on every request, which the benchmark
 * (bench/api.mjs) measured at about as much server CPU as the rest of a small read.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as never, collector as never, () => {});
  return headers;
}

export const PREFLIGHT_MESSAGES = {
  incomplete: 'A CORS preflight request needs the Origin and Access-Control-Request-Method headers',
  origin: (origin: string) => `The origin ${origin} may not call this API`,
} as const;

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = { ...securityHeaders(), 'X-Instance-Id': app.config.instanceId };
  const allowed = new Set(app.config.corsOrigins);
  // One hook for both (each hook is a call and a step of Fastify's hook runner on every request).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('X-Request-Id', request.id);
    if (request.method !== 'OPTIONS') return done();
    // @fastify/cors answers a malformed preflight in plain text and a foreign origin's with an empty
    // 204; both are refusals, answered here in the API's { msg } shape.
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !request.headers['access-control-request-method']) {
      reply.code(400).send(errorBody(PREFLIGHT_MESSAGES.incomplete, 'invalid_request'));
      return;
    }
    if (!allowed.has(origin)) {
      reply.code(403).send(errorBody(PREFLIGHT_MESSAGES.origin(origin.slice(0, 200)), 'origin_not_allowed'));
      return;
    }
    done();
  });
  await app.register(cors, {
    origin: app.config.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Idempotent-Replayed'],
    credentials: false,
    maxAge: 600,
  });
}
