/** GET /api/currencies: the dollar-based rates of the last import, briefly cacheable. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeOf, type Calls } from './calls';
import { readRates } from '../repositories/currencies';

/** How long browsers and caches may keep the answer (rates change once a day). */
export const CURRENCIES_MAX_AGE_SECONDS = 300;

const Currencies = Type.Object({
  base: Type.Literal('USD'),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'The date of the rates (ISO 8601); null before any rates were imported. Front ends hide rates older than 7 days',
  }),
  rates: Type.Array(
    Type.Object({
      code: Type.String({ description: 'ISO 4217 code, e.g. EUR' }),
      per_usd: Type.Number({ exclusiveMinimum: 0, description: 'Units of this currency one US dollar buys (USD: 1)' }),
    }),
    { description: 'Sorted by code; USD included with 1' },
  ),
});

export const currencyCalls = {
  'GET /api/currencies': {
    access: 'public',
    schema: { summary: 'Currency rates against the US dollar (prices stay dollars; these are for display estimates)', tags: ['currencies'], response: { 200: Currencies } },
  },
} as const satisfies Calls;

const currencies: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({ ...routeOf(currencyCalls, 'GET /api/currencies'), handler: async (_request, reply) => {
    reply.header('Cache-Control', `public, max-age=${CURRENCIES_MAX_AGE_SECONDS}`);
    return readRates(app.db);
  } });
};

export default currencies;
