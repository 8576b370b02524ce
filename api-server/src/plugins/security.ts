/** Security headers, CORS for the configured origins only, and request ids on every answer. */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';

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

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('X-Request-Id', request.id);
    done();
  });
  await app.register(cors, {
    origin: app.config.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    credentials: false,
    maxAge: 600,
  });
}
