import { api } from '../api';
import type { CurrencyRates } from './currencies';

export const currenciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/currencies`: units of each currency per dollar, and when they were taken. */
    getCurrencies: build.query<CurrencyRates, void>({
      query: () => '/api/currencies',
      // Rates change daily at most: one request per page's life is plenty.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCurrenciesQuery } = currenciesApi;
