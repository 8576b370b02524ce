/**
 * Facet counts of the shop query (GET /api/products/facets): how many products match the current
 * filters, per country and per price band, each facet ignoring its own filter (the country counts
 * ignore `country`, the price bands ignore the price bounds), so a shopper sees what choosing another
 * value would give.
 *
 * Bounded work: each count reads at most FACET_CAP + 1 matching rows (a `LIMIT cap + 1` subquery,
 * read the way the shop query reads its matches, product-search.ts: filters first when they let few
 * products through, else the text's index). Up to the cap the counts are exact; beyond it `capped` is
 * true, `total` is the cap, and the facet counts are those of the first cap + 1 matches read (each
 * at most the cap): a lower bound, enough to order the choices.
 *
 * Price bands (whole dollars, `min_price` inclusive, `max_price` exclusive, null: no upper bound):
 * 0–10, 10–25, 25–50, 50–100, 100–250, 250 and up. Every band is answered, with 0 where nothing is.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';
import {
  CONTROL_CHARS, DEFAULT_SEARCH_TUNING, DOC, countFiltered, filterConditions, hasFilters, listedCondition, searchContext, shipsToFilter,
  whereAll, type Context, type ProductSearch, type ShipsToFilter,
} from './product-search';
import { vocabularyHolds } from './search-vocabulary';
import { docTextMatch, ftsTextMatch, indexTrigrams, trigramUsable } from './search-sql';

type Db = Kysely<Database>;

export const FACET_CAP = 10_000;

/** The bands, in cents: [from, to) with null for no upper bound. */
export const PRICE_BANDS_CENTS: ReadonlyArray<readonly [number, number | null]> = [
  [0, 1_000], [1_000, 2_500], [2_500, 5_000], [5_000, 10_000], [10_000, 25_000], [25_000, null],
];

export type FacetSearch = Omit<ProductSearch, 'limit' | 'beforeId' | 'after' | 'sort' | 'typos'>;

export interface Facets {
  total: number;
  capped: boolean;
  countries: Array<{ country: string; count: number }>;
  price_bands: Array<{ min_price: number; max_price: number | null; count: number }>;
}

const BAND = sql.raw(`CASE ${PRICE_BANDS_CENTS.slice(0, -1).map(([, to], i) => `WHEN price_cents < ${to} THEN ${i}`).join(' ')} ELSE ${PRICE_BANDS_CENTS.length - 1} END`);

/** Rows (country, price_cents) matching `search`, at most `cap + 1`, as a subquery. */
async function boundedMatches(c: Context, search: FacetSearch, shipsTo: ShipsToFilter, cap: number): Promise<RawBuilder<unknown>> {
  const filters = filterConditions({ ...search, limit: 0 }, shipsTo);
  const shown = [...filters, listedCondition(c.dialect)];
  const cols = sql`p.country AS country, p.price_cents AS price_cents`;
  const from = sql`FROM products p JOIN stores s ON s.store_id = p.store_id`;
  const limit = sql`LIMIT ${cap + 1}`;
  const { folded, fq, dialect } = c;
  if (folded === '') return sql`SELECT ${cols} FROM products p ${whereAll(shown)} ${limit}`;
  const perRow = dialect === 'postgres'
    ? (CONTROL_CHARS.test(folded)
      ? sql`(strpos(search_fold(p.name), ${fq}) > 0 OR strpos(search_fold(p.description), ${fq}) > 0 OR strpos(lower(s.store_name), ${fq}) > 0)`
      : sql`strpos((SELECT ps.doc FROM product_search ps WHERE ps.product_id = p.product_id), ${fq}) > 0`)
    : sql`fold_contains(${DOC}, ${folded})`;
  if (!trigramUsable(folded) || (hasFilters({ ...search, limit: 0 }, shipsTo) && (await countFiltered(c.db, filters, c.tuning.filtersFirstMax)) <= c.tuning.filtersFirstMax)) {
    return sql`SELECT ${cols} ${from} ${whereAll([...shown, perRow])} ${limit}`;
  }
  // The text's index drives, and each match's country and price are read beside its text, not from
  // its wider products row. SQLite: from its filter document, by id (an index holding both:
  // migration 016); a product has a filter document only while it is listed, so the join keeps only
  // listed products.
  if (dialect === 'sqlite') {
    return sql`SELECT ${cols} FROM products_fts f CROSS JOIN product_filter_docs p
      ${whereAll([...await ftsTextMatch(c), sql`p.product_id = f.rowid`, ...filters])} ${limit}`;
  }
  // PostgreSQL: in the search document's own row (migration 018), which the trigram index's recheck
  // reads anyway.
  return sql`SELECT ${cols} FROM product_search p ${whereAll([await docTextMatch(c, sql`p.doc`), ...shown])} ${limit}`;
}

/**
 * Whether the matches will be read through a few trigrams (no filters, and a text longer than a
 * phrase or, on PostgreSQL, one held by few vocabulary words: search-sql.ts, indexTrigrams). Then
 * the vocabulary's check is left out, a round trip fewer (PostgreSQL's rare facets: 0.5 ms of 5.7):
 * the trigrams chosen are the rarest among the vocabulary's words, so a text no product holds
 * usually has one no word holds, whose empty list ends the lookup at once, and otherwise costs the
 * lists of four rare trigrams.
 */
async function askedByTrigrams(c: Context): Promise<boolean> {
  return trigramUsable(c.folded) && !hasFilters(c.search, c.shipsTo) && (await indexTrigrams(c)) !== undefined;
}

export interface FacetsOptions {
  /** FACET_CAP but for tests. */
  cap?: number;
  /**
   * PostgreSQL: each statement of the counts gets at most this long (`statement_timeout`, for this
   * transaction only); beyond it the query fails with SQLSTATE 57014 (db/errors.ts, isStatementTimeout).
   * SQLite has no statement timeout: there the cap alone bounds the work (docs/performance.md).
   */
  timeoutMs?: number;
}

/** Counts summed by key, in first-seen order. */
function sumBy<R extends { n: number | string }, K>(rows: R[], key: (row: R) => K): Array<[K, number]> {
  const sums = new Map<K, number>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + Number(row.n));
  return [...sums];
}

/** The facet counts of `search` (see above). */
export async function productFacets(db: Db, dialect: DialectName, search: FacetSearch, { cap = FACET_CAP, timeoutMs }: FacetsOptions = {}): Promise<Facets> {
  if (dialect !== 'postgres') return countFacets(db, dialect, search, cap);
  // Settings for this transaction only: the time limit, and every join row by row: a count's driving
  // side is bounded by the cap (boundedMatches), where a hash join would first read all of the other.
  return db.transaction().execute(async (trx) => {
    const timeout = timeoutMs === undefined ? sql`` : sql`, set_config('statement_timeout', ${String(timeoutMs)}, true)`;
    await sql`SELECT set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)${timeout}`.execute(trx);
    return countFacets(trx, dialect, search, cap);
  });
}

async function countFacets(db: Db, dialect: DialectName, search: FacetSearch, cap: number): Promise<Facets> {
  const shipsTo: ShipsToFilter = search.shipsTo ? await shipsToFilter(db, search.shipsTo) : { kind: 'none' };
  const bands = (counts: Map<number, number>) => PRICE_BANDS_CENTS.map(([from, to], i) => ({ min_price: from / 100, max_price: to === null ? null : to / 100, count: Math.min(cap, counts.get(i) ?? 0) }));
  if (shipsTo.kind === 'nothing-ships') return { total: 0, capped: false, countries: [], price_bands: bands(new Map()) };
  const c = searchContext(db, dialect, { ...search, limit: 0 }, shipsTo, DEFAULT_SEARCH_TUNING);
  if (!(await askedByTrigrams(c)) && !(await vocabularyHolds(db, dialect, c.folded))) return { total: 0, capped: false, countries: [], price_bands: bands(new Map()) };

  const hasPrice = search.minCents !== undefined || search.maxCents !== undefined;
  let byCountry: { rows: Array<{ country: string; n: number | string }> };
  let byBand: { rows: Array<{ band: number | string; n: number | string }> };
  if (!search.country && !hasPrice) {
    // Neither facet has a filter of its own to ignore: both count the same matches, read once.
    const both = await sql<{ country: string; band: number | string; n: number | string }>`
      SELECT country, ${BAND} AS band, count(*) AS n FROM (${await boundedMatches(c, search, shipsTo, cap)}) AS m GROUP BY country, ${BAND}`.execute(db);
    byCountry = { rows: sumBy(both.rows, (r) => r.country).map(([country, n]) => ({ country, n })) };
    byBand = { rows: sumBy(both.rows, (r) => Number(r.band)).map(([band, n]) => ({ band, n })) };
  } else {
    byCountry = await sql<{ country: string; n: number | string }>`
      SELECT country, count(*) AS n FROM (${await boundedMatches(c, { ...search, country: undefined }, shipsTo, cap)}) AS m GROUP BY country`.execute(db);
    byBand = await sql<{ band: number | string; n: number | string }>`
      SELECT ${BAND} AS band, count(*) AS n FROM (${await boundedMatches(c, { ...search, minCents: undefined, maxCents: undefined }, shipsTo, cap)}) AS m GROUP BY ${BAND}`.execute(db);
  }
  const countrySize = byCountry.rows.reduce((sum, r) => sum + Number(r.n), 0);
  const bandSize = byBand.rows.reduce((sum, r) => sum + Number(r.n), 0);
  let size: number;
  if (!search.country) size = countrySize;
  else if (!hasPrice) size = bandSize;
  else size = Number((await sql<{ n: number | string }>`SELECT count(*) AS n FROM (${await boundedMatches(c, search, shipsTo, cap)}) AS m`.execute(db)).rows[0].n);

  return {
    total: Math.min(cap, size),
    capped: size > cap || countrySize > cap || bandSize > cap,
    countries: byCountry.rows
      .map((r) => ({ country: r.country, count: Math.min(cap, Number(r.n)) }))
      .sort((a, b) => b.count - a.count || (a.country < b.country ? -1 : a.country > b.country ? 1 : 0)),
    price_bands: bands(new Map(byBand.rows.map((r) => [Number(r.band), Number(r.n)]))),
  };
}
