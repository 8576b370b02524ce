/**
 * The shop query: case-insensitive substring of name, description or store name; exact country;
 * inclusive price bounds; newest first, one page at a time (keyset on product_id).
 *
 * A substring filter together with country / price filters has two good plans, and which one is
 * good depends on the input (bench/shop.mjs, 1,000,000 products):
 *  - "filters first": walk the few products of the country and price range (index on
 *    country, price_cents) and test each for the substring. Cost grows with those candidates.
 *  - "text first": walk the substring's matches newest first and test each for country and price,
 *    stopping at a full page. Cheap when matches are rare or the filters are broad; a common
 *    fragment with a narrow country and price range reads a great many matches before a page fills.
 * So the candidates of the filters are counted first (an index range count, capped): up to
 * FILTERS_FIRST_MAX of them go filters first, anything broader goes text first.
 *
 * SQLite's FTS5 trigram index yields matches newest first and lazily, so "text first" is one query.
 * PostgreSQL's pg_trgm GIN index yields all matches unordered, which is right for a rare fragment
 * but slow for a common one; so "text first" there reads the newest RECENT_WINDOW products first and
 * only falls back to the trigram index if they did not fill the page.
 *
 * `shipsTo` (products whose store ships to a country) is a condition on the store id, decided
 * before the query from the stores (few next to products; index store_ships_to(country, store_id)
 * and stores(ships_everywhere, store_id)): nothing when every store ships there; `NOT IN` the few
 * stores that do not when they are the smaller set (a per-row test that leaves the plans above as
 * they are); else `IN` the stores that do, which is then a filter like country (its products are
 * counted through the (store_id, product_id) index, and few go filters first).
 *
 * Only listed products are answered (`products.listed`, migration 009: not taken down, store not
 * suspended). Nearly every product is listed, so that is a test on each row the plans above read,
 * never a reason to pick another plan; the candidate count ignores it (it only chooses the plan).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';
import type { ProductT } from '../schemas/contract';
import { PRODUCT_COLUMNS, toProducts, type toProduct } from './products';

type Db = Kysely<Database>;

export interface ProductSearch {
  /** Case-insensitive substring of name, description or store name; '' or undefined: no filter. */
  q?: string;
  /** Exact country name. */
  country?: string;
  minCents?: number;
  maxCents?: number;
  limit: number;
  /** Only products older than this id (keyset pagination, newest first). */
  beforeId?: number;
  /** Only products whose store ships to this country (a name of the country list). */
  shipsTo?: string;
}

/** The ship-to filter as a store-id condition (see above). */
type ShipsToFilter = { kind: 'none' } | { kind: 'nothing-ships' } | { kind: 'in' | 'not-in'; storeIds: number[] };

async function shipsToFilter(db: Db, country: string): Promise<ShipsToFilter> {
  const restricted = await db
    .selectFrom('stores as s')
    .select(['s.store_id'])
    .select((eb) => eb.exists(eb.selectFrom('store_ships_to as t').select('t.store_id').whereRef('t.store_id', '=', 's.store_id').where('t.country', '=', country)).as('ships'))
    .where('s.ships_everywhere', '=', 0)
    .execute();
  const excluded = restricted.filter((r) => !isTrue(r.ships)).map((r) => r.store_id);
  if (excluded.length === 0) return { kind: 'none' };
  const listed = restricted.filter((r) => isTrue(r.ships)).map((r) => r.store_id);
  const everywhere = Number((await db.selectFrom('stores').select((eb) => eb.fn.countAll().as('n')).where('ships_everywhere', '=', 1).executeTakeFirstOrThrow()).n);
  if (listed.length + everywhere === 0) return { kind: 'nothing-ships' };
  if (excluded.length <= listed.length + everywhere) return { kind: 'not-in', storeIds: excluded };
  const everywhereIds = everywhere === 0 ? [] : (await db.selectFrom('stores').select('store_id').where('ships_everywhere', '=', 1).execute()).map((r) => r.store_id);
  return { kind: 'in', storeIds: [...everywhereIds, ...listed] };
}

/** SQLite answers EXISTS as 1/0, PostgreSQL as a boolean. */
const isTrue = (value: unknown) => value === true || Number(value) === 1;

export interface SearchTuning {
  /** Filters matching at most this many products are walked before the text (see above). */
  filtersFirstMax: number;
  /** PostgreSQL: newest products read before falling back to the trigram index. */
  recentWindow: number;
}

export const DEFAULT_SEARCH_TUNING: SearchTuning = { filtersFirstMax: 5000, recentWindow: 5000 };

export type SearchPlan = 'no-text' | 'scan' | 'filters-first' | 'text-first' | 'recent-window' | 'trigram-index' | 'no-store-ships-there';

const COLUMNS = sql.raw(PRODUCT_COLUMNS.join(', '));
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
/** What the search index and the per-row test compare: name, description, store name, apart. */
const DOC = sql.raw(`p.name || char(31) || p.description || char(31) || s.store_name`);
/** PostgreSQL's: the trigram-indexed document of migration 001. */
const DOC_PG = sql.raw(`(p.name || chr(31) || p.description || chr(31) || s.store_name)`);
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = Parameters<typeof toProduct>[0];

/** Country, price, ship-to and page conditions on `p`, as SQL fragments. */
function filterConditions(search: ProductSearch, shipsTo: ShipsToFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (search.country) conditions.push(sql`p.country = ${search.country}`);
  if (shipsTo.kind === 'in') conditions.push(sql`p.store_id IN (${sql.join(shipsTo.storeIds)})`);
  // `+ 0`: a per-row test, never a reason to walk the store index.
  if (shipsTo.kind === 'not-in') conditions.push(sql`p.store_id + 0 NOT IN (${sql.join(shipsTo.storeIds)})`);
  if (search.minCents !== undefined) conditions.push(sql`p.price_cents >= ${search.minCents}`);
  if (search.maxCents !== undefined) conditions.push(sql`p.price_cents <= ${search.maxCents}`);
  if (search.beforeId !== undefined) conditions.push(sql`p.product_id < ${search.beforeId}`);
  return conditions;
}

/**
 * Only what shoppers may see, as a per-row test. PostgreSQL reads the column's statistics (nearly
 * every product listed), so its estimates and plans stay as they were; an expression (`listed + 0`)
 * would be guessed at 0.5% of the rows. SQLite keeps no statistics here: `+ 0` there makes sure the
 * (store_id, listed) index never looks like a better way in than the plans above.
 */
const listedCondition = (dialect: DialectName) => (dialect === 'postgres' ? sql`p.listed = 1` : sql`p.listed + 0 = 1`);

const whereAll = (conditions: RawBuilder<unknown>[]) => (conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``);

const hasFilters = (search: ProductSearch, shipsTo: ShipsToFilter) =>
  Boolean(search.country) || search.minCents !== undefined || search.maxCents !== undefined || shipsTo.kind === 'in';

/** How many products the country / price (and page) conditions let through, counted up to `cap + 1`. */
async function countFiltered(db: Db, filters: RawBuilder<unknown>[], cap: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    SELECT count(*) AS n FROM (SELECT 1 FROM products p ${whereAll(filters)} LIMIT ${cap + 1}) AS candidates`.execute(db);
  return Number(rows[0].n);
}

async function run(db: Db, query: RawBuilder<Row>): Promise<Row[]> {
  return (await query.execute(db)).rows;
}

/** Pages of the shop query; `plan` names the way it was answered (for tests and benchmarks). */
export async function searchProducts(
  db: Db,
  dialect: DialectName,
  search: ProductSearch,
  tuning: SearchTuning = DEFAULT_SEARCH_TUNING,
): Promise<{ items: ProductT[]; hasMore: boolean; plan: SearchPlan }> {
  const take = search.limit + 1;
  const q = search.q ?? '';
  const folded = fold(q);
  const shipsTo: ShipsToFilter = search.shipsTo ? await shipsToFilter(db, search.shipsTo) : { kind: 'none' };
  if (shipsTo.kind === 'nothing-ships') return { items: [], hasMore: false, plan: 'no-store-ships-there' };
  const filters = filterConditions(search, shipsTo);
  const shown = [...filters, listedCondition(dialect)];
  const page = async (rows: Row[], plan: SearchPlan) => ({ items: await toProducts(db, rows.slice(0, search.limit)), hasMore: rows.length > search.limit, plan });
  const fromProducts = sql`FROM products p JOIN stores s ON s.store_id = p.store_id`;

  if (q === '') {
    return page(await run(db, sql<Row>`SELECT ${COLUMNS} ${fromProducts} ${whereAll(shown)} ORDER BY p.product_id DESC LIMIT ${take}`), 'no-text');
  }

  const trigramUsable = [...q].length >= 3 && !CONTROL_CHARS.test(q);
  if (!trigramUsable) {
    // Under 3 characters no trigram index applies: the same semantics by a scan, newest first.
    // Column by column: the text may hold the separator of the joined document.
    const pattern = likePattern(q);
    const matches = dialect === 'postgres'
      ? sql`(p.name ILIKE ${pattern} ESCAPE '\\' OR p.description ILIKE ${pattern} ESCAPE '\\' OR s.store_name ILIKE ${pattern} ESCAPE '\\')`
      : sql`(fold_contains(p.name, ${folded}) OR fold_contains(p.description, ${folded}) OR fold_contains(s.store_name, ${folded}))`;
    return page(await run(db, sql<Row>`SELECT ${COLUMNS} ${fromProducts} ${whereAll([...shown, matches])} ORDER BY p.product_id DESC LIMIT ${take}`), 'scan');
  }

  if (hasFilters(search, shipsTo) && (await countFiltered(db, filters, tuning.filtersFirstMax)) <= tuning.filtersFirstMax) {
    // Written so that no trigram index can serve it: the planner walks the country / price index.
    const matches = dialect === 'postgres' ? sql`strpos(lower(${DOC_PG}), lower(${q})) > 0` : sql`fold_contains(${DOC}, ${folded})`;
    // `product_id + 0`: ordering by an expression keeps the planner from walking the primary key
    // (or the country index) newest first and testing every product of the country on the way.
    return page(await run(db, sql<Row>`SELECT ${COLUMNS} ${fromProducts} ${whereAll([...shown, matches])} ORDER BY p.product_id + 0 DESC LIMIT ${take}`), 'filters-first');
  }

  if (dialect === 'sqlite') {
    // CROSS JOIN keeps the FTS table as the outer loop, read newest first and stopped at a full page.
    const phrase = `"${q.replace(/"/g, '""')}"`;
    const conditions = [sql`products_fts MATCH ${phrase}`, sql`p.product_id = f.rowid`, ...shown];
    return page(
      await run(db, sql<Row>`SELECT ${COLUMNS} FROM products_fts f CROSS JOIN products p JOIN stores s ON s.store_id = p.store_id
        ${whereAll(conditions)} ORDER BY f.rowid DESC LIMIT ${take}`),
      'text-first',
    );
  }

  // PostgreSQL: the newest products first (a common fragment fills the page here) …
  const recent = await run(db, sql<Row>`SELECT ${COLUMNS}
    FROM (SELECT product_id, doc FROM product_search ${search.beforeId !== undefined ? sql`WHERE product_id < ${search.beforeId}` : sql``}
          ORDER BY product_id DESC LIMIT ${tuning.recentWindow}) AS recent
    JOIN products p ON p.product_id = recent.product_id JOIN stores s ON s.store_id = p.store_id
    ${whereAll([sql`strpos(lower(recent.doc), lower(${q})) > 0`, ...shown])}
    ORDER BY p.product_id DESC LIMIT ${take}`);
  if (recent.length === take) return page(recent, 'recent-window');
  // … else the trigram index (a rare fragment has few matches to sort).
  return page(
    await run(db, sql<Row>`SELECT ${COLUMNS} ${fromProducts}
      ${whereAll([sql`p.product_id IN (SELECT product_id FROM product_search WHERE doc ILIKE ${likePattern(q)} ESCAPE '\\')`, ...shown])}
      ORDER BY p.product_id DESC LIMIT ${take}`),
    'trigram-index',
  );
}

/** Case folding for the per-row test; the SQLite function `fold_contains` folds the row the same way. */
export const fold = (text: string): string => text.toLowerCase();
