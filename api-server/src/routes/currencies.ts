/** GET /api/currencies: the dollar-based rates of the last import, briefly cacheable. */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { readRates } from '../repositories/currencies';
import { CURRENCIES_MAX_AGE_SECONDS } from '../schemas/currencies';

const currencies: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'GET /api/currencies', async ({ reply }) => {
    reply.header('Cache-Control', `public, max-age=${CURRENCIES_MAX_AGE_SECONDS}`);
    return readRates(app.db);
  });
};

export default currencies;
