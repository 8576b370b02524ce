import { api } from '../api';
import type { CurrencyRates } from './currencies';

export const currenciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/currencies`: units of each currency per dollar, and when they were taken. */
    getCurrencies: build.query<CurrencyRates, void>({
      query: () => '/api/currencies',
    }),
  }),
});

export const { useGetCurrenciesQuery } = currenciesApi;
