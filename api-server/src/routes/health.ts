/**
 * GET /api/health: the process answers (liveness; checks nothing, so a slow database never gets a
 * healthy process restarted). GET /api/ready: whether THIS instance can serve, for the load
 * balancer. It runs every check of `app.readinessChecks` (1 s each) and names each one's state,
 * but only what is this instance's own takes it out of rotation (503): shutting down, or a `local`
 * check down (the SQLite file on its disk). A `shared` service down (PostgreSQL, Redis, the bucket)
 * is down for every instance alike: taking them all out would only replace the API's own answers
 * (503 `{msg}` with Retry-After for what needs the service, everything else still served) with the
 * balancer's "no server is available" for every call. Then the answer is 200 `degraded`, naming
 * what is down. Every change of a check's state is logged once (warn when down, info when back).
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { ReadinessCheck } from '../lifecycle/readiness';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeOf, type Calls } from './calls';
import { NotReady, Readiness } from '../schemas/contract';

export const READINESS_CHECK_TIMEOUT_MS = 1000;

export const READY_MESSAGES = {
  /** This instance cannot serve: a local check is down. */
  down: (names: string[]) => (names.length === 1 ? `The ${names[0]} is not reachable` : `Not reachable: ${names.join(', ')}`),
  /** Serving, without a shared service (down for every instance alike). */
  degraded: (names: string[]) => `Serving; shared services not reachable: ${names.join(', ')}`,
  shuttingDown: 'Not ready: this instance is shutting down',
} as const;

type CheckState = 'ok' | 'down';

async function runCheck(check: () => Promise<void>, timeoutMs: number): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Logs a check's state when it differs from the last one seen (a service going away, coming back). */
function stateChangeLogger(log: FastifyBaseLogger) {
  const last = new Map<string, CheckState>();
  return ({ name, scope }: ReadinessCheck, state: CheckState, error?: unknown) => {
    const before = last.get(name);
    last.set(name, state);
    if (before === state || (before === undefined && state === 'ok')) return;
    if (state === 'down') {
      log.warn({ err: error, check: name, scope }, scope === 'local' ? `readiness: ${name} is down; this instance is out of rotation` : `readiness: ${name} is down for every instance; serving without it`);
    } else {
      log.info({ check: name, scope }, `readiness: ${name} is ok again`);
    }
  };
}

export const healthCalls = {
  'GET /api/health': { access: 'public', schema: { summary: 'Process is up', tags: ['ops'], response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
  'GET /api/ready': {
    access: 'public',
    schema: {
      summary: 'This instance can serve (for load balancers): 200 unless it is shutting down or its own SQLite file fails (a shared service down is named, not a 503)',
      tags: ['ops'], response: { 200: Readiness, 503: NotReady },
    },
  },
} as const satisfies Calls;

const health: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const logChange = stateChangeLogger(app.log);

  app.route({ ...routeOf(healthCalls, 'GET /api/health'), handler: async () => ({ status: 'ok' as const }) });

  app.route({ ...routeOf(healthCalls, 'GET /api/ready'), handler: async (_request, reply) => {
    const states = await Promise.all(
      app.readinessChecks.map(async (readinessCheck) => {
        let failure: unknown;
        const state = await runCheck(readinessCheck.check, READINESS_CHECK_TIMEOUT_MS).catch((error: unknown) => {
          failure = error;
          return 'down' as const;
        });
        logChange(readinessCheck, state, failure);
        return { ...readinessCheck, state };
      }),
    );
    const checks = Object.fromEntries(states.map(({ name, state }) => [name, state]));
    const down = (scope: ReadinessCheck['scope']) => states.filter((s) => s.state === 'down' && s.scope === scope).map((s) => s.name);
    if (app.draining.active) {
      reply.code(503);
      // The 503 answer (NotReady) also carries the error code.
      const answer = { status: 'shutting-down' as const, msg: READY_MESSAGES.shuttingDown, code: 'server_restarting' as const, checks };
      return answer;
    }
    if (down('local').length > 0) {
      reply.code(503);
      const answer = { status: 'not-ready' as const, msg: READY_MESSAGES.down(down('local')), code: 'database_unavailable' as const, checks };
      return answer;
    }
    if (down('shared').length > 0) return { status: 'degraded' as const, msg: READY_MESSAGES.degraded(down('shared')), checks };
    return { status: 'ready' as const, checks };
  } });
};

export default health;
