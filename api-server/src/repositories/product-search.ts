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
 * `filtersFirstMax` of them go filters first (on PostgreSQL with a country, up to `countryFirstMax`:
 * search-sql.ts, filtersFirstCap), anything broader goes text first. With a country,
 * "filters first" reads the filter documents (migration 014: each listed product's folded text keyed
 * by country, price and id), so the candidates are one range of that key, tested in the database,
 * and only the page's products are read from their table.
 *
 * SQLite's FTS5 trigram index yields matches newest first and lazily, so "text first" is one query.
 * PostgreSQL's pg_trgm GIN index yields all matches unordered, which is right for a rare fragment
 * but slow for a common one; so "text first" there reads the newest `recentWindow` products first and
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
 *
 * Relevance (`sort: 'relevance'`, the shop's default with a text). The set is the one above; the order
 * is a rank, then newest first: 0 the name is the text, 1 the name starts with it, 2 a word of the name
 * starts with it (after a space or a hyphen), 3 the rest (elsewhere in the name, the description or the
 * store name). All of it compares folded text (lower case, no accents: search-text.ts, migration 010).
 * A page is filled from where the cursor (rank, id) stands, each rank read the cheap way:
 *  - filters that let few products through (as above): their candidates are tested for the text and
 *    ranked in one statement (`filters-first`).
 *  - else ranks 0 to 2 from the word-start table (migration 011: each name, and the rest of it after
 *    each space or hyphen): "the name starts with the text" and "a later word does" are one range of
 *    its key each, whatever the text. A range of at most `sortedMax` entries is read whole, sorted,
 *    and its products read in that order until the page is full (`word-starts`); a larger one is
 *    common enough to be met soon walking the products newest first (`name-walk`).
 *  - then rank 3: the newest-first plans above, with "no word of the name starts with the text" as
 *    one more per-row test on the folded name the plan already reads (the search index holds it).
 * The cursor carries the last row's rank and id, so pages neither repeat nor skip rows.
 *
 * A text with a word that is inside no word of any product's text (the vocabulary,
 * search-vocabulary.ts) matches nothing: that is known before any plan runs (`not-in-vocabulary`).
 *
 * Typos (`typos: true`): when the first page of a text finds nothing, the closest products are
 * answered instead, with the text they were found for (`corrected`), one page with no cursor
 * (product-typos.ts).
 */
import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/connect';
import { toProducts } from './products';
import { fold } from './search-text';
import {
  answerColumns, countFilteredQuery, CONTROL_CHARS, DEFAULT_SEARCH_TUNING, DOC, TOP_CHAR, docTextMatch, filterConditions, filtersFirst, filtersFirstCap, foldedName, ftsTextMatch, trigramUsable,
  hasFilters, listedCondition, nameOfDoc, nameOfFilterDoc, numbersOf, rowsInOrder, run, searchContext, shipsToFilter, whereAll,
  type Context, type Db, type FoldedName, type ProductSearch, type RankedKey, type Row, type SearchPage, type SearchPlan, type SearchTuning, type ShipsToFilter,
} from './search-sql';
import { closestProducts, typoWord } from './product-typos';
import { searchCanMatch } from './search-vocabulary';

export { fold } from './search-text';
export {
  CONTROL_CHARS, DEFAULT_SEARCH_TUNING, DOC, TOP_CHAR, countFiltered, filterConditions, hasFilters, likePattern, listedCondition, searchContext, shipsToFilter,
  whereAll, type Context, type ProductSearch, type RankedKey, type SearchPage, type SearchPlan, type SearchSort, type SearchTuning, type ShipsToFilter,
} from './search-sql';

/** A page of product ids (`m.product_id`) joined to what an answer shows of each. */
const joinProducts = sql`JOIN products p ON p.product_id = m.product_id JOIN stores s ON s.store_id = p.store_id`;

/** `strpos` on PostgreSQL, `instr` on SQLite: where `needle` starts in `hay`, 1-based, 0 when absent. */
const position = (dialect: DialectName, hay: RawBuilder<unknown>, needle: RawBuilder<unknown>) =>
  dialect === 'postgres' ? sql`strpos(${hay}, ${needle})` : sql`instr(${hay}, ${needle})`;

/** The name starts with the text (ranks 0 and 1). */
const namePrefix = (c: Context, name: FoldedName) => sql`substr(${name}, 1, length(${c.fq})) = ${c.fq}`;
/** A word of the name starts with the text (ranks 0 to 2). */
const nameWord = (c: Context, name: FoldedName) =>
  sql`(${namePrefix(c, name)} OR ${position(c.dialect, name, sql`' ' || ${c.fq}`)} > 0 OR ${position(c.dialect, name, sql`'-' || ${c.fq}`)} > 0)`;
/** The rank of a matching row (0 to 3, see above). */
const rankOf = (c: Context, name: FoldedName) =>
  sql<number>`CASE WHEN ${name} = ${c.fq} THEN 0 WHEN ${namePrefix(c, name)} THEN 1 WHEN ${nameWord(c, name)} THEN 2 ELSE 3 END`;

/** Per-row conditions on a row's folded name, given as the plan at hand can read it. */
type NameConditions = (name: FoldedName) => RawBuilder<unknown>[];
const noConditions: NameConditions = () => [];

/**
 * The text's matches newest first (the plans of the header), with `extra` per-row conditions on the
 * folded name, older than `beforeId`: at most `take` rows.
 */
async function newestMatches(c: Context, beforeId: number | undefined, extra: NameConditions, take: number): Promise<{ rows: Row[]; plan: SearchPlan }> {
  const { db, dialect, search, tuning, shipsTo, folded, fq } = c;
  const filters = filterConditions(search, shipsTo);
  if (beforeId !== undefined) filters.push(sql`p.product_id < ${beforeId}`);
  const shown = [...filters, listedCondition(dialect)];
  const fromProducts = sql`FROM products p JOIN stores s ON s.store_id = p.store_id`;
  const withDoc = sql`${fromProducts} JOIN product_search ps ON ps.product_id = p.product_id`;
  const docName = nameOfDoc(sql`ps.doc`);

  if (!trigramUsable(folded)) {
    // Under 3 characters no trigram index applies: the same semantics by a scan, newest first.
    // Column by column: the text may hold the separator of the joined document.
    // PostgreSQL reads the folded document unless the text holds a control character (its separator).
    if (dialect === 'postgres' && !CONTROL_CHARS.test(folded)) {
      return {
        rows: await run(db, sql<Row>`SELECT ${answerColumns(dialect)} ${withDoc} ${whereAll([...shown, sql`strpos(ps.doc, ${fq}) > 0`, ...extra(docName)])} ORDER BY p.product_id DESC LIMIT ${take}`),
        plan: 'scan',
      };
    }
    const matches = dialect === 'postgres'
      ? sql`(strpos(search_fold(p.name), ${fq}) > 0 OR strpos(search_fold(p.description), ${fq}) > 0 OR strpos(lower(s.store_name), ${fq}) > 0)`
      : sql`(fold_contains(p.name, ${folded}) OR fold_contains(p.description, ${folded}) OR fold_contains(s.store_name, ${folded}))`;
    return { rows: await run(db, sql<Row>`SELECT ${answerColumns(dialect)} ${fromProducts} ${whereAll([...shown, matches, ...extra(foldedName)])} ORDER BY p.product_id DESC LIMIT ${take}`), plan: 'scan' };
  }

  if (await filtersFirst(c)) {
    if (search.country) {
      // The country's price range in the filter documents (migration 014), each tested in the
      // database; only the page's products are read from their table. `+ 0`: never a walk of the
      // id index newest first (PostgreSQL), testing rows of every country on the way.
      const page = sql`SELECT p.product_id FROM product_filter_docs p
        ${whereAll([...filters, sql`${position(dialect, sql`p.doc`, fq)} > 0`, ...extra(nameOfFilterDoc(dialect, sql`p.doc`))])} ORDER BY p.product_id + 0 DESC LIMIT ${take}`;
      return { rows: await run(db, sql<Row>`SELECT ${answerColumns(dialect)} FROM (${page}) AS m ${joinProducts} ORDER BY p.product_id DESC`), plan: 'filters-first' };
    }
    // Written so that no trigram index can serve it: the planner walks the country / price index.
    // `product_id + 0`: ordering by an expression keeps the planner from walking the primary key
    // (or the country index) newest first and testing every product of the country on the way.
    if (dialect === 'postgres') {
      return {
        rows: await run(db, sql<Row>`SELECT ${answerColumns(dialect)} ${withDoc} ${whereAll([...shown, sql`strpos(ps.doc, ${fq}) > 0`, ...extra(docName)])} ORDER BY p.product_id + 0 DESC LIMIT ${take}`),
        plan: 'filters-first',
      };
    }
    return {
      rows: await run(db, sql<Row>`SELECT ${answerColumns(dialect)} ${fromProducts} ${whereAll([...shown, sql`fold_contains(${DOC}, ${folded})`, ...extra(foldedName)])} ORDER BY p.product_id + 0 DESC LIMIT ${take}`),
      plan: 'filters-first',
    };
  }

  if (dialect === 'sqlite') {
    // CROSS JOIN keeps the FTS table as the outer loop, read newest first and stopped at a full page.
    const conditions = [...await ftsTextMatch(c), sql`p.product_id = f.rowid`, ...shown, ...extra(sql<string>`f.name`)];
    return {
      rows: await run(db, sql<Row>`SELECT ${answerColumns(dialect)} FROM products_fts f CROSS JOIN products p JOIN stores s ON s.store_id = p.store_id
        ${whereAll(conditions)} ORDER BY f.rowid DESC LIMIT ${take}`),
      plan: 'text-first',
    };
  }

  // PostgreSQL: the newest products first (a common fragment fills the page here) …
  const recent = await run(db, sql<Row>`SELECT ${answerColumns(dialect)}
    FROM (SELECT product_id, doc FROM product_search ${beforeId !== undefined ? sql`WHERE product_id < ${beforeId}` : sql``}
          ORDER BY product_id DESC LIMIT ${tuning.recentWindow}) AS recent
    JOIN products p ON p.product_id = recent.product_id JOIN stores s ON s.store_id = p.store_id
    ${whereAll([sql`strpos(recent.doc, ${fq}) > 0`, ...shown, ...extra(nameOfDoc(sql`recent.doc`))])}
    ORDER BY p.product_id DESC LIMIT ${take}`);
  if (recent.length === take) return { rows: recent, plan: 'recent-window' };
  // … else the trigram index (a rare fragment has few matches to sort). The matches are found and
  // sorted first (OFFSET 0: a subquery the planner keeps whole), then read in that order until the
  // page is full: the planner must neither walk the primary key newest first testing each product
  // nor join every match before sorting.
  return {
    rows: await run(db, sql<Row>`SELECT ${answerColumns(dialect)}
      FROM (SELECT product_id, doc FROM product_search WHERE ${await docTextMatch(c, sql`doc`)}
              ${beforeId !== undefined ? sql`AND product_id < ${beforeId}` : sql``} ORDER BY product_id DESC OFFSET 0) AS m
      JOIN products p ON p.product_id = m.product_id JOIN stores s ON s.store_id = p.store_id
      ${whereAll([...shown, ...extra(nameOfDoc(sql`m.doc`))])}
      ORDER BY p.product_id DESC LIMIT ${take}`),
    plan: 'trigram-index',
  };
}

type RankedRow = Row & { search_rank: number };

/** Relevance (see above): one ranked pass over narrow filters, else ranks 0 to 2 by word start, then rank 3. */
async function rankedMatches(c: Context, after: RankedKey | undefined, take: number): Promise<{ rows: RankedRow[]; plan: SearchPlan }> {
  if (trigramUsable(c.folded)) {
    const few = await rankedFiltersFirstIfFew(c, after, take);
    if (few) return { rows: few, plan: 'filters-first' };
  }
  const rows: RankedRow[] = [];
  let plan: SearchPlan = 'word-starts';
  const from = after?.rank ?? 0;
  if (from <= 2) {
    const starts = await wordStartMatches(c, after, take);
    rows.push(...starts.rows);
    plan = starts.plan;
  }
  if (rows.length < take) {
    const rest = await newestMatches(c, after?.rank === 3 ? after.id : undefined, (name) => [sql`NOT ${nameWord(c, name)}`], take - rows.length);
    rows.push(...rest.rows.map((row) => ({ ...row, search_rank: 3 })));
    plan = rows.length > 0 && rest.rows.length === 0 ? plan : rest.plan;
  }
  return { rows: rows.map((row) => ({ ...row, search_rank: Number(row.search_rank) })), plan };
}

/** Only rows after `after` in (rank, newest first) order, on a query whose rank is `search_rank`. */
const afterKey = (after: RankedKey | undefined) =>
  after ? [sql`(search_rank > ${after.rank} OR (search_rank = ${after.rank} AND product_id < ${after.id}))`] : [];

/**
 * The filters' few candidates ranked (rankedFiltersFirst), when the filters let few enough through
 * (filtersFirst); undefined when they do not. On PostgreSQL, when that is not known yet, the count
 * and the page are one statement: the page's part runs only when the count is within the cap (a
 * condition on the count alone, which PostgreSQL checks once before running that part), a round
 * trip fewer for a search with a country or a price range.
 */
async function rankedFiltersFirstIfFew(c: Context, after: RankedKey | undefined, take: number): Promise<RankedRow[] | undefined> {
  if (c.dialect !== 'postgres' || c.filtersFirst !== undefined || !hasFilters(c.search, c.shipsTo)) {
    return (await filtersFirst(c)) ? run(c.db, rankedFiltersFirst(c, after, take)) : undefined;
  }
  const cap = filtersFirstCap(c);
  // OFFSET 0 keeps the page a subquery of its own, which the condition on the count then gates;
  // flattened into the join, the condition was tested on the page's rows after reading them all.
  const rows = await run(c.db, sql<Partial<RankedRow> & { candidates: number | string }>`
    SELECT n.n AS candidates, page.* FROM (${countFilteredQuery(filterConditions(c.search, c.shipsTo), cap)}) AS n
    LEFT JOIN LATERAL (SELECT * FROM (${rankedFiltersFirst(c, after, take)}) AS q WHERE n.n <= ${cap} OFFSET 0) AS page ON true
    ORDER BY page.search_rank, page.product_id DESC`);
  const few = Number(rows[0].candidates) <= cap;
  c.filtersFirst = Promise.resolve(few);
  return few ? (rows.filter((row) => row.product_id != null) as RankedRow[]) : undefined;
}

/** The filters' few candidates, each tested for the text and ranked: one statement. */
function rankedFiltersFirst(c: Context, after: RankedKey | undefined, take: number): RawBuilder<RankedRow> {
  const filters = filterConditions(c.search, c.shipsTo);
  if (c.search.country) {
    // As in newestMatches: the filter documents ranked (migration 014), then the page's products read.
    const ranked = sql`SELECT p.product_id, ${rankOf(c, nameOfFilterDoc(c.dialect, sql`p.doc`))} AS search_rank FROM product_filter_docs p
      ${whereAll([...filters, sql`${position(c.dialect, sql`p.doc`, c.fq)} > 0`])}`;
    const page = sql`SELECT * FROM (${ranked}) AS ranked ${whereAll(afterKey(after))} ORDER BY search_rank, product_id DESC LIMIT ${take}`;
    return sql<RankedRow>`SELECT ${answerColumns(c.dialect)}, m.search_rank FROM (${page}) AS m ${joinProducts} ORDER BY m.search_rank, p.product_id DESC`;
  }
  const shown = [...filters, listedCondition(c.dialect)];
  const inner = c.dialect === 'postgres'
    ? sql`SELECT ${answerColumns(c.dialect)}, ${rankOf(c, nameOfDoc(sql`ps.doc`))} AS search_rank FROM products p JOIN stores s ON s.store_id = p.store_id
        JOIN product_search ps ON ps.product_id = p.product_id ${whereAll([...shown, sql`strpos(ps.doc, ${c.fq}) > 0`])}`
    : sql`SELECT ${answerColumns(c.dialect)}, ${rankOf(c, foldedName)} AS search_rank FROM products p JOIN stores s ON s.store_id = p.store_id
        ${whereAll([...shown, sql`fold_contains(${DOC}, ${c.folded})`])}`;
  return sql<RankedRow>`SELECT * FROM (${inner}) AS ranked ${whereAll(afterKey(after))} ORDER BY search_rank, product_id DESC LIMIT ${take}`;
}

/**
 * Ranks 0 to 2 from the word-start table (migration 011): the names starting with the text (ranks 0
 * and 1), then the names with a later word starting with it (rank 2). Each is one range of the
 * table's key. A range of at most `sortedMax` entries is read whole, sorted, and its products read in
 * that order until the page is full; a larger one is common enough to be met soon walking the
 * products newest first (rank 0, the names equal to the text, is always read in order from the key).
 */
async function wordStartMatches(c: Context, after: RankedKey | undefined, take: number): Promise<{ rows: RankedRow[]; plan: SearchPlan }> {
  const rows: RankedRow[] = [];
  let plan: SearchPlan = 'word-starts';
  const upper = c.dialect === 'postgres' ? sql`${c.fq} || chr(1114111)` : sql`${c.folded + TOP_CHAR}`;
  const inRange = (nameStart: 0 | 1) => sql`w.name_start = ${nameStart} AND w.tail >= ${c.fq} AND w.tail < ${upper}`;
  const cap = c.tuning.sortedMax;
  for (const nameStart of [1, 0] as const) {
    const need = take - rows.length;
    const ranks = nameStart === 1 ? [0, 1] : [2];
    if (need <= 0 || (after && after.rank > ranks[ranks.length - 1])) continue;
    const entries = await rangeEntries(c, inRange(nameStart), cap + 1);
    if (entries.length === 0) continue;
    // An entry is its product's id, negative where the name is the text (rank 0).
    const rankOfEntry = (entry: number) => (nameStart === 0 ? 2 : entry < 0 ? 0 : 1);
    if (entries.length <= cap) {
      const best = new Map<number, number>();
      for (const e of entries) best.set(Math.abs(e), Math.min(best.get(Math.abs(e)) ?? 3, rankOfEntry(e)));
      const keys = [...best].map(([id, rank]) => ({ id, rank }))
        .filter((k) => !after || k.rank > after.rank || (k.rank === after.rank && k.id < after.id))
        .sort((a, b) => a.rank - b.rank || b.id - a.id);
      rows.push(...await productsInOrder(c, keys, need, nameStart === 0));
      continue;
    }
    plan = 'name-walk';
    for (const rank of ranks) {
      if (rows.length >= take || (after && after.rank > rank)) continue;
      rows.push(...await walkRank(c, rank, after?.rank === rank ? after.id : undefined, take - rows.length));
    }
  }
  return { rows, plan };
}

/** The first `limit` entries of a range of the word-start table, each its product's id, negated where the name is the text. */
const rangeEntries = (c: Context, range: RawBuilder<unknown>, limit: number): Promise<number[]> => numbersOf(c.db, c.dialect, sql`
  SELECT CASE WHEN w.tail = ${c.fq} THEN -w.product_id ELSE w.product_id END AS v FROM product_word_starts w WHERE ${range} LIMIT ${limit}`);

/**
 * The listed products of `keys` that pass the filters, in the keys' order, at most `take`.
 * `notNamePrefix`: leave out names that start with the text (rank 2 must not repeat ranks 0 and 1).
 */
async function productsInOrder(c: Context, keys: RankedKey[], take: number, notNamePrefix: boolean): Promise<RankedRow[]> {
  const rankOfId = new Map(keys.map((k) => [k.id, k.rank]));
  const rows = await rowsInOrder(c, keys.map((k) => k.id), [...filterConditions(c.search, c.shipsTo), listedCondition(c.dialect)], take,
    (row) => !notNamePrefix || !fold(row.name).startsWith(c.folded));
  return rows.map((row) => ({ ...row, search_rank: rankOfId.get(row.product_id)! }));
}

/** Rows of one rank 0 to 2 newest first, older than `beforeId`, when its range is too large to sort. */
async function walkRank(c: Context, rank: number, beforeId: number | undefined, take: number): Promise<RankedRow[]> {
  const shown = [...filterConditions(c.search, c.shipsTo), listedCondition(c.dialect)];
  if (beforeId !== undefined) shown.push(sql`p.product_id < ${beforeId}`);
  const select = sql`SELECT ${answerColumns(c.dialect)}, ${rank} AS search_rank FROM products p JOIN stores s ON s.store_id = p.store_id`;
  if (rank === 0) {
    // The names equal to the text, in the key's order (name_start, tail, product_id).
    return run(c.db, sql<RankedRow>`${select} JOIN product_word_starts w ON w.product_id = p.product_id
      ${whereAll([sql`w.name_start = 1 AND w.tail = ${c.fq}`, ...shown])} ORDER BY w.product_id DESC LIMIT ${take}`);
  }
  const pg = c.dialect === 'postgres';
  const name = pg ? nameOfDoc(sql`ps.doc`) : foldedName;
  const test = rank === 1
    ? sql`${namePrefix(c, name)} AND ${name} <> ${c.fq}`
    : sql`NOT ${namePrefix(c, name)} AND ${nameWord(c, name)}`;
  return run(c.db, sql<RankedRow>`${select} ${pg ? sql`JOIN product_search ps ON ps.product_id = p.product_id` : sql``}
    ${whereAll([...shown, test])} ORDER BY p.product_id DESC LIMIT ${take}`);
}

/** Pages of the shop query; `plan` names the way it was answered (for tests and benchmarks). */
export async function searchProducts(db: Db, dialect: DialectName, search: ProductSearch, tuning: SearchTuning = DEFAULT_SEARCH_TUNING): Promise<SearchPage> {
  const take = search.limit + 1;
  const q = search.q ?? '';
  const shipsTo: ShipsToFilter = search.shipsTo ? await shipsToFilter(db, search.shipsTo) : { kind: 'none' };
  if (shipsTo.kind === 'nothing-ships') return { items: [], hasMore: false, plan: 'no-store-ships-there' };
  const page = async (rows: Row[], plan: SearchPlan) => ({ items: await toProducts(db, rows.slice(0, search.limit)), hasMore: rows.length > search.limit, plan });

  if (q === '') {
    const shown = [...filterConditions(search, shipsTo), listedCondition(dialect)];
    if (search.beforeId !== undefined) shown.push(sql`p.product_id < ${search.beforeId}`);
    return page(await run(db, sql<Row>`SELECT ${answerColumns(dialect)} FROM products p JOIN stores s ON s.store_id = p.store_id ${whereAll(shown)} ORDER BY p.product_id DESC LIMIT ${take}`), 'no-text');
  }

  const context = searchContext(db, dialect, search, shipsTo, tuning);
  const firstPage = search.beforeId === undefined && search.after === undefined;
  const fallsBackToTypos = firstPage && search.typos === true;
  let answer: SearchPage;
  if (!(await searchCanMatch(context, fallsBackToTypos ? typoWord(context.folded) : undefined))) {
    answer = { items: [], hasMore: false, plan: 'not-in-vocabulary' };
  } else if (search.sort === 'relevance') {
    const { rows, plan } = await rankedMatches(context, search.after, take);
    const shown = rows.slice(0, search.limit);
    const last = shown[shown.length - 1];
    answer = { ...(await page(shown, plan)), hasMore: rows.length > search.limit, ...(last ? { lastKey: { rank: last.search_rank, id: last.product_id } } : {}) };
  } else {
    const { rows, plan } = await newestMatches(context, search.beforeId, noConditions, take);
    answer = await page(rows, plan);
  }
  if (answer.items.length === 0 && fallsBackToTypos) return (await closestProducts(context)) ?? answer;
  return answer;
}
