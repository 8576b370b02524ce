/**
 * GET /api/health: the process answers (liveness; checks nothing, so a slow database never gets a
 * healthy process restarted). GET /api/ready: whether this instance should get traffic — every check
 * of `app.readinessChecks` (the database, and whatever else the app registered) passes within 1 s,
 * and the instance is not shutting down. The answer names the state of each check.
 */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';

export const READINESS_CHECK_TIMEOUT_MS = 1000;

export const READY_MESSAGES = {
  down: (names: string[]) => (names.length === 1 ? `The ${names[0]} is not reachable` : `Not reachable: ${names.join(', ')}`),
  shuttingDown: 'Not ready: this instance is shutting down',
} as const;

async function runCheck(check: () => Promise<void>, timeoutMs: number): Promise<'ok' | 'down'> {
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

const health: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'GET /api/health', async () => ({ status: 'ok' as const }));

  defineRoute(app, 'GET /api/ready', async ({ request, reply }) => {
    const states = await Promise.all(
      app.readinessChecks.map(async ({ name, check }) => {
        const state = await runCheck(check, READINESS_CHECK_TIMEOUT_MS).catch((error: unknown) => {
          request.log.warn({ err: error, check: name }, 'readiness check failed');
          return 'down' as const;
        });
        return [name, state] as const;
      }),
    );
    const checks = Object.fromEntries(states);
    const down = states.filter(([, state]) => state === 'down').map(([name]) => name);
    if (app.draining.active) {
      reply.code(503);
      return { status: 'shutting-down' as const, msg: READY_MESSAGES.shuttingDown, checks };
    }
    if (down.length > 0) {
      reply.code(503);
      return { status: 'not-ready' as const, msg: READY_MESSAGES.down(down), checks };
    }
    return { status: 'ready' as const, checks };
  });
};

export default health;
