/** What GET /api/ready checks (routes/health.ts): the plugins that bring a dependency add its check. */
import fp from 'fastify-plugin';

/** One thing GET /api/ready checks (run with a 1 s timeout); throws when it is not usable. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
  /**
   * `local`: this instance's own (the SQLite file on its disk); down takes the instance out of
   * rotation. `shared`: a service every instance uses (PostgreSQL, Redis, the bucket); down is
   * reported but the instance stays in rotation, since every other one is without it too.
   */
  scope: 'local' | 'shared';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What GET /api/ready checks: the database (db/plugin.ts), and e.g. redis, storage when configured. */
    readinessChecks: ReadinessCheck[];
  }
}

export const readinessPlugin = fp(async (app) => {
  app.decorate('readinessChecks', []);
}, { name: 'readiness' });
