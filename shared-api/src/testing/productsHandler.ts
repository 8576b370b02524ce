/**
 * A mock of `GET /api/products` that filters like the API (docs/api-contract.md, "Beyond the spec"):
 * case-insensitive substring of name, desc or store_name; exact country; inclusive price bounds;
 * `ships_to=<country>`: products whose store ships there (an empty `ships_to` list ships everywhere).
 * An empty parameter means no filter. The products are answered in the order given (newest first).
 */
import { http, HttpResponse } from 'msw';
import type { Product } from '../contract';
import { TEST_API_URL } from './mockApi';

/** Whether a product's store ships to a country (the API's rule: an empty list is every country). */
export function shipsTo(product: Pick<Product, 'ships_to'>, country: string): boolean {
  const list = product.ships_to ?? [];
  return list.length === 0 || list.includes(country);
}

/** The products a query string selects, as the API filters them. */
export function filterProducts(products: Product[], params: URLSearchParams): Product[] {
  const q = params.get('q')?.trim().toLowerCase() ?? '';
  const country = params.get('country')?.trim() ?? '';
  const shipsToCountry = params.get('ships_to')?.trim() ?? '';
  const min = params.get('min_price')?.trim() ?? '';
  const max = params.get('max_price')?.trim() ?? '';
  return products.filter(
    (product) =>
      (!q || [product.name, product.desc, product.store_name].some((text) => text.toLowerCase().includes(q))) &&
      (!country || product.country === country) &&
      (!shipsToCountry || shipsTo(product, shipsToCountry)) &&
      (!min || product.price >= Number(min)) &&
      (!max || product.price <= Number(max)),
  );
}

/**
 * The handler (for `server.use`): one page of the filtered products (`limit`, default 24; the
 * cursor is the offset). Each request's query string is pushed onto `requests` when given.
 */
export function productsHandler(products: Product[], requests: URLSearchParams[] = []) {
  return http.get(`${TEST_API_URL}/api/products`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const matching = filterProducts(products, params);
    const limit = Number(params.get('limit') || 24);
    const offset = Number(params.get('cursor') || 0);
    const items = matching.slice(offset, offset + limit);
    const next = offset + limit < matching.length ? String(offset + limit) : null;
    return HttpResponse.json({ items, next_cursor: next });
  });
}
