/** GET /api/health (the process answers) and GET /api/ready (the database answers too). */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { HttpError } from '../errors';

const health: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'GET /api/health', async () => ({ status: 'ok' as const }));
  defineRoute(app, 'GET /api/ready', async (ctx) => {
    try {
      await app.appOptions.database.ping();
    } catch (error) {
      ctx.request.log.warn({ err: error }, 'database not reachable');
      throw new HttpError(503, 'The database is not reachable');
    }
    return { status: 'ready' as const };
  });
};

export default health;
