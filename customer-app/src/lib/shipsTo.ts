/**
 * Where a store ships (issue "A global marketplace"): Store and Product answers carry `ships_to`,
 * country names of the country list; an empty (or, from an older API, absent) list is every country.
 */
import type { Product } from 'shared-api';

/** The countries a product's store ships to ([] = every country). */
export function shipsToList(product: Pick<Product, 'ships_to'>): string[] {
  return product.ships_to ?? [];
}

/** Whether a product's store ships to a country. */
export function shipsTo(product: Pick<Product, 'ships_to'>, country: string): boolean {
  const list = shipsToList(product);
  return list.length === 0 || list.includes(country);
}
