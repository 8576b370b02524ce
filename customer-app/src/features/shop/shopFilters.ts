/**
 * The shop's filters as they live in the URL query string (?q=&country=&min_price=&max_price=),
 * so a filtered shop can be shared and survives a reload. Price bounds are kept as typed; only
 * valid ones (a number of 0 or more) are sent.
 */
import type { ProductSearch } from 'shared-api';

export interface ShopFilters {
  q: string;
  country: string;
  min_price: string;
  max_price: string;
}

export const FILTER_KEYS = ['q', 'country', 'min_price', 'max_price'] as const satisfies readonly (keyof ShopFilters)[];

export const EMPTY_FILTERS: ShopFilters = { q: '', country: '', min_price: '', max_price: '' };

export function readFilters(params: URLSearchParams): ShopFilters {
  return {
    q: params.get('q') ?? '',
    country: params.get('country') ?? '',
    min_price: params.get('min_price') ?? '',
    max_price: params.get('max_price') ?? '',
  };
}

/** Only the filters that are set, in a stable order (an empty filter stays out of the URL). */
export function filtersToParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = key === 'q' ? filters[key] : filters[key].trim();
    if (value.trim() !== '') params.set(key, value);
  }
  return params;
}

export function sameFilters(a: ShopFilters, b: ShopFilters): boolean {
  return filtersToParams(a).toString() === filtersToParams(b).toString();
}

/** Why a typed price bound cannot be used, or undefined when it is empty or valid. */
export function priceError(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const price = Number(text);
  if (!Number.isFinite(price) || price < 0) return 'Enter a price of 0 or more';
  return undefined;
}

/** The search sent to GET /api/products: empty filters and unusable price bounds are left out. */
export function toProductSearch(filters: ShopFilters): ProductSearch {
  const search: ProductSearch = {};
  const q = filters.q.trim();
  if (q) search.q = q;
  if (filters.country) search.country = filters.country;
  if (filters.min_price.trim() && !priceError(filters.min_price)) search.min_price = Number(filters.min_price);
  if (filters.max_price.trim() && !priceError(filters.max_price)) search.max_price = Number(filters.max_price);
  return search;
}
