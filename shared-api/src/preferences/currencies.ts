/**
 * Display currencies: prices stay dollars everywhere (the API's), and a shopper may see an estimate
 * in another currency beside them. The choice comes from `?currency=XXX` on any page, else the
 * `currency` cookie, else dollars; a code outside this list is ignored.
 */
export const BASE_CURRENCY = 'USD';

/** The currencies a shopper may choose (ISO 4217), dollars first. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'INR', 'BRL', 'PEN', 'MXN', 'CAD', 'AUD', 'CNY', 'KRW', 'KES', 'NGN', 'ZAR', 'EGP', 'NOK', 'SEK', 'CHF', 'SAR', 'AED'] as const;

/** Rates older than this are not shown (the API's contract: front ends hide them). */
export const RATES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function isDisplayCurrency(code: unknown): code is string {
  return typeof code === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(code);
}

/** A code as typed in a URL or cookie (`jpy`, ` JPY `) → the known code, or undefined. */
export function normalizeCurrency(code: string | null | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  return isDisplayCurrency(upper) ? upper : undefined;
}

/** The page's display currency: the URL's `?currency=` (if known), else the cookie's, else dollars. */
export function chosenCurrency(search: URLSearchParams | string, cookieValue: string | undefined): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return normalizeCurrency(params.get('currency')) ?? normalizeCurrency(cookieValue) ?? BASE_CURRENCY;
}

/** The `GET /api/currencies` answer. */
export interface CurrencyRates {
  base: string;
  updated_at: string;
  rates: { code: string; per_usd: number }[];
}

/** What shared-ui's DisplayCurrencyContext carries: null means dollars only. */
export interface DisplayCurrencyValue {
  code: string;
  perUsd: number;
}

/**
 * The estimate to show for a chosen currency: null for dollars, for rates not loaded, a code the
 * rates do not have, a rate that is not a positive number, or rates more than 7 days old.
 */
export function displayCurrencyFor(code: string, rates: CurrencyRates | undefined, now: number = Date.now()): DisplayCurrencyValue | null {
  if (code === BASE_CURRENCY || !rates) return null;
  const updated = Date.parse(rates.updated_at);
  if (!Number.isFinite(updated) || now - updated > RATES_MAX_AGE_MS) return null;
  const rate = rates.rates.find((candidate) => candidate.code === code)?.per_usd;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null;
  return { code, perUsd: rate };
}
