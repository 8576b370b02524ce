/** GET /api/currencies (beyond the spec): dollar-based rates for display-currency estimates. */
import { Type } from 'typebox';
import type { RouteSpec } from './routes';

/** How long browsers and caches may keep the answer (rates change once a day). */
export const CURRENCIES_MAX_AGE_SECONDS = 300;

export const Currencies = Type.Object({
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

export const currencySpecs = {
  'GET /api/currencies': {
    summary: 'Currency rates against the US dollar (prices stay dollars; these are for display estimates)',
    tags: ['currencies'], access: 'public', response: { 200: Currencies },
  },
} as const satisfies Record<string, RouteSpec>;
