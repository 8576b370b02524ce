/**
 * Security headers, CORS for the configured origins only, and on every answer the request id and the
 * id of the instance that answered (X-Instance-Id: behind a load balancer, which one it was).
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import { errorBody } from '../errors';

/** Pictures and JSON are fetched by the shop's own origins, which differ from the API's. */
const crossOriginResourcePolicy = { policy: 'cross-origin' } as const;

/**
 * The headers of the API's answers: JSON and pictures. None of them is a page, so, as
 * OWASP's REST Security Cheat Sheet advises, a policy under which nothing loads and nothing frames
 * the answer (stricter and 300 bytes shorter than a page's), with sniffing off, HSTS and the
 * referrer and cross-domain policies. Headers that only tell a browser how to treat a page's
 * window, links and scripts are left to the one page the API serves (DOCUMENT_HELMET_OPTIONS):
 * Cross-Origin-Opener-Policy, Origin-Agent-Cluster, X-DNS-Prefetch-Control, and the old Internet
 * Explorer ones (X-Download-Options, and X-XSS-Protection: 0, which turns off a filter no browser
 * still has). Each header costs every answer its validation in Node's `http` and its bytes: these
 * five and the longer policy were about 5 µs of a 65–85 µs read's CPU (docs/performance.md).
 */
const ANSWER_HELMET_OPTIONS: HelmetOptions = {
  crossOriginResourcePolicy,
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xXssProtection: false,
};

/** The headers of the API's one page, the OpenAPI UI (plugins/docs.ts): helmet's, for a page. */
export const DOCUMENT_HELMET_OPTIONS: HelmetOptions = { crossOriginResourcePolicy };

/**
 * Helmet's headers depend only on its options (no CSP nonces here), so they are worked out once.
 * @fastify/helmet rebuilds the whole helmet middleware on every request, which the benchmark
 * (bench/api.mjs) measured at about as much server CPU as the rest of a small read.
 *
 * Named in lower case, as Fastify stores them and as they go out: Fastify lowercases every name it
 * is given, and a name that changes becomes a new string that V8 must look up in its string table
 * to use as a key, on every answer; a lowercase name comes back as itself.
 */
export function securityHeaders(options: HelmetOptions = ANSWER_HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
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
  // In lower case, as securityHeaders' names are (why: there).
  const headers = { ...securityHeaders(), 'x-instance-id': app.config.instanceId };
  const allowed = new Set(app.config.corsOrigins);
  // One hook for both (each hook is a call and a step of Fastify's hook runner on every request).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
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
