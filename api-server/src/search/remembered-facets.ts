/**
 * The facet counts' answers kept while the catalogue is unchanged.
 *
 * Why: a count of a common text reads up to 10,001 matching rows (repositories/product-facets.ts),
 * 8–15 ms of a core at a million products, and the shop asks for the counts with every search,
 * so the texts many shoppers type are counted over and over while nothing they count has changed.
 *
 * Each answer is kept with the catalogue's stamp (migration 020) read by the connection that counted,
 * just before it counted: the counts are of that state or a later one. A kept answer is given only
 * while its stamp is the one committed now, so a product added, taken down or repriced, a store
 * renamed or shipping elsewhere, on this instance or any other sharing the database, is counted again
 * by the next call: the answers are exactly what counting now would give. A call whose text has no
 * kept answer costs nothing more; one that has costs a read of the stamp (SQLite: a few µs on the
 * read-only connection; PostgreSQL: one round trip) instead of the count.
 */
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';
import { productFacets, type FacetSearch, type Facets, type FacetsOptions } from '../repositories/product-facets';
import { catalogueStampSeenBy } from '../repositories/catalogue-version';

/** Facet counts and the catalogue stamp they were counted under. */
export interface StampedFacets {
  stamp: string;
  facets: Facets;
}

/** Counts `search`'s facets on `db`, stamped with the catalogue's version `db` saw just before. */
export async function countStampedFacets(db: Kysely<Database>, dialect: DialectName, search: FacetSearch, options?: FacetsOptions): Promise<StampedFacets> {
  const stamp = await catalogueStampSeenBy(db);
  return { stamp, facets: await productFacets(db, dialect, search, options) };
}

/** The same filters give the same key, whatever order their fields were set in. */
const keyOf = (search: FacetSearch, options?: FacetsOptions) =>
  `${options?.cap ?? ''}|${JSON.stringify(search, Object.keys(search).sort())}`;

/**
 * `count`'s answers, the last `entries` kept (0: none), each given again while `currentStamp()` is
 * the stamp it was counted under.
 */
export function rememberedFacets(
  count: (search: FacetSearch, options?: FacetsOptions) => Promise<StampedFacets>,
  currentStamp: () => Promise<string>,
  entries: number,
): (search: FacetSearch, options?: FacetsOptions) => Promise<Facets> {
  if (entries === 0) return async (search, options) => (await count(search, options)).facets;
  const kept = new LRUCache<string, StampedFacets>({ max: entries });
  return async (search, options) => {
    const key = keyOf(search, options);
    const known = kept.get(key);
    if (known !== undefined && known.stamp === (await currentStamp())) return known.facets;
    const counted = await count(search, options);
    kept.set(key, counted);
    return counted.facets;
  };
}
