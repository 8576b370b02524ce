/**
 * The shop's filters as they live in the URL query string (?q=&country=&min_price=&max_price=&ships_to=),
 * so a filtered shop can be shared and survives a reload. Price bounds are kept as typed; only
 * valid ones (a number of 0 or more) are sent.
 *
 * Ships to: an address without `ships_to` starts from the shopper's ship-to choice (the frame's,
 * `useShipTo()`, in the store on the server too, so both renders agree); `ships_to=` (empty) says
 * "no ship-to filter on this page" when a choice would otherwise apply (Clear Filters writes it).
 */
import type { ProductSearch } from 'shared-api';

export interface ShopFilters {
  q: string;
  country: string;
  min_price: string;
  max_price: string;
  /** A country name of the country list (the API's English name), or '' for every destination. */
  ships_to: string;
}

export const FILTER_KEYS = ['q', 'country', 'min_price', 'max_price', 'ships_to'] as const satisfies readonly (keyof ShopFilters)[];

export const EMPTY_FILTERS: ShopFilters = { q: '', country: '', min_price: '', max_price: '', ships_to: '' };

/**
 * The filters an address asks for; `shipTo` (the shopper's chosen country, null for none) is the
 * ship-to filter when the address does not say one.
 */
export function readFilters(params: URLSearchParams, shipTo: string | null = null): ShopFilters {
  return {
    q: params.get('q') ?? '',
    country: params.get('country') ?? '',
    min_price: params.get('min_price') ?? '',
    max_price: params.get('max_price') ?? '',
    ships_to: params.has('ships_to') ? (params.get('ships_to') ?? '').trim() : (shipTo ?? ''),
  };
}

/**
 * Only the filters that are set, in a stable order (an empty filter stays out of the URL). With a
 * chosen ship-to country (`shipTo`), an empty ship-to filter is written as `ships_to=` so that the
 * address keeps saying "every destination" instead of falling back to the choice.
 */
export function filtersToParams(filters: ShopFilters, shipTo: string | null = null): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = key === 'q' ? filters[key] : filters[key].trim();
    if (value.trim() !== '') params.set(key, value);
    else if (key === 'ships_to' && shipTo) params.set(key, '');
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
  if (filters.ships_to.trim()) search.ships_to = filters.ships_to.trim();
  if (filters.min_price.trim() && !priceError(filters.min_price)) search.min_price = Number(filters.min_price);
  if (filters.max_price.trim() && !priceError(filters.max_price)) search.max_price = Number(filters.max_price);
  return search;
}

/**
 * What the counts are asked for: the search itself, or nothing while the shop shows corrected
 * results. The counts are those of the exact filter, and no exact text gives the corrected results:
 * their words may be spread over a name and a store's name (`cermic bowl` finds a bowl of
 * `lisbon_ceramics`, which the text `ceramics bowl` does not find), so any count would contradict
 * the grid. (`exact`, the text as typed, has its own counts: the empty result's.) ShopPage and the
 * page's prefetch use this one rule, so the server's counts are the browser's.
 */
export function facetSearchFor(search: ProductSearch, corrected: string | undefined, exact: boolean): ProductSearch | undefined {
  return corrected !== undefined && !exact ? undefined : search;
}
