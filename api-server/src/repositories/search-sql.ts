/**
 * What the shop's search queries share (product-search.ts, product-typos.ts, product-facets.ts,
 * product-suggest.ts): the search as asked, its filters as SQL, and the context a search is run in.
 * The header of product-search.ts says how the plans use them.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';
import type { ProductT } from '../schemas/contract';
import { PRODUCT_COLUMNS, type toProduct } from './products';
import { shipsToListOf } from './stores';
import { fold, trigramsOf, vocabularyWords } from './search-text';

export type Db = Kysely<Database>;

export type SearchSort = 'relevance' | 'newest';

export interface ProductSearch {
  /** Case- and accent-insensitive substring of name, description or store name; '' or undefined: no filter. */
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
  /** With a text: best match first, or newest first (the default here; the route defaults to relevance). */
  sort?: SearchSort;
  /** Relevance pages: only rows after this one (rank, then id descending). */
  after?: RankedKey;
  /** When the first page of a text finds nothing, answer the closest products instead. */
  typos?: boolean;
}

/** Where a relevance page ends: the last row's rank (0 to 3, above) and id. */
export interface RankedKey {
  rank: number;
  id: number;
}

export interface SearchPage {
  items: ProductT[];
  hasMore: boolean;
  plan: SearchPlan;
  /** Relevance pages: the key of the last item shown. */
  lastKey?: RankedKey;
  /** Typo fallback: the text the items were found for. */
  corrected?: string;
}

/** The ship-to filter as a store-id condition (see above). */
export type ShipsToFilter = { kind: 'none' } | { kind: 'nothing-ships' } | { kind: 'in' | 'not-in'; storeIds: number[] };

export async function shipsToFilter(db: Db, country: string): Promise<ShipsToFilter> {
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
export const isTrue = (value: unknown) => value === true || Number(value) === 1;

export interface SearchTuning {
  /** Filters matching at most this many products are walked before the text (see above). */
  filtersFirstMax: number;
  /** PostgreSQL, filters with a country: the same bound, higher (filtersFirstCap). */
  countryFirstMax: number;
  /**
   * PostgreSQL: newest products read before falling back to the trigram index. A text held by a few
   * thousand of a million products fills a page within the newest 20,000 but not the newest 5,000,
   * and the fallback reads every match: substring p95 in process 20.4 → 5.0 ms (docs/performance.md).
   */
  recentWindow: number;
  /** Relevance: a range of the word-start table up to this size is read whole and sorted; beyond, walked (see above). */
  sortedMax: number;
}

export const DEFAULT_SEARCH_TUNING: SearchTuning = { filtersFirstMax: 5000, countryFirstMax: 20_000, recentWindow: 20_000, sortedMax: 5000 };

export type SearchPlan =
  | 'no-text' | 'scan' | 'filters-first' | 'text-first' | 'recent-window' | 'trigram-index' | 'no-store-ships-there'
  | 'word-starts' | 'name-walk' | 'not-in-vocabulary' | 'typos';

export const COLUMNS = sql.raw(PRODUCT_COLUMNS.join(', '));
/**
 * COLUMNS on PostgreSQL with each restricted store's ship-to countries (`ships_to_list`, toProducts):
 * a page then needs no second statement for them, and each statement is a round trip to another
 * process (about 0.3 ms, a tenth of a search at 1M products). PostgreSQL evaluates such a subquery
 * after any sort and limit, for the rows returned only. SQLite reads the lists apart: a statement
 * costs it no round trip, and its sorter would run the subquery for every row it sorts.
 */
const COLUMNS_WITH_SHIPS_TO = sql`${COLUMNS}, ${shipsToListOf('p.store_id')} AS ships_to_list`;
/** What an answer's rows hold (`Row`), as `dialect` reads it best. */
export const answerColumns = (dialect: DialectName) => (dialect === 'postgres' ? COLUMNS_WITH_SHIPS_TO : COLUMNS);
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
/** Whether a trigram index can find the folded text: 3 characters or more, no control character (the documents' separator). */
export const trigramUsable = (folded: string) => [...folded].length >= 3 && !CONTROL_CHARS.test(folded);
/** What the search index and the per-row test compare: name, description, store name, apart. */
export const DOC = sql.raw(`p.name || char(31) || p.description || char(31) || s.store_name`);
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Above every character: a prefix's upper bound in a byte-ordered range. */
export const TOP_CHAR = '\u{10FFFF}';

export type Row = Parameters<typeof toProduct>[0];

/** One search, its filters resolved, as the plans below need it. */
export interface Context {
  db: Db;
  dialect: DialectName;
  search: ProductSearch;
  tuning: SearchTuning;
  shipsTo: ShipsToFilter;
  /** The text folded (search-text.ts), in JavaScript. */
  folded: string;
  /** The folded text as SQL: a parameter on SQLite, `search_fold(parameter)` on PostgreSQL (folded once, when planned). */
  fq: RawBuilder<string>;
  /** Whether the filters let few enough products through to walk them first (decided once, when first asked). */
  filtersFirst?: Promise<boolean>;
  /**
   * The words of names near the word the typo fallback corrects (search-vocabulary.ts, nameWordsLike),
   * when they were read before it asks (searchCanMatch, in its own statement, on PostgreSQL).
   */
  nearNameWords?: { word: string; words: string[] };
  /** The trigram groups the text's index lookup asks for (indexTrigrams, chosen once, when first asked). */
  indexTrigrams?: Promise<string[][] | undefined>;
}

/**
 * How many products the filters may let through to be walked before the text: `filtersFirstMax`,
 * or `countryFirstMax` on PostgreSQL with a country. A country's candidates are one range of the
 * filter documents' key, each tested in the database (about 1 µs), while PostgreSQL's text-first
 * plan reads every match of the text as soon as its newest products hold too few of the country's
 * (its trigram index yields matches unordered). A 3-letter fragment and a country of 5,300 of a
 * million products: 118 ms text first, 7 ms filters first. SQLite's index yields matches newest
 * first and lazily, so text first stays cheap there.
 */
export const filtersFirstCap = (c: Pick<Context, 'dialect' | 'search' | 'tuning'>): number =>
  (c.dialect === 'postgres' && c.search.country ? c.tuning.countryFirstMax : c.tuning.filtersFirstMax);

/** Whether `c`'s country / price / ship-to filters let at most `filtersFirstCap` products through. */
export function filtersFirst(c: Context): Promise<boolean> {
  if (!hasFilters(c.search, c.shipsTo)) return Promise.resolve(false);
  const cap = filtersFirstCap(c);
  c.filtersFirst ??= countFiltered(c.db, filterConditions(c.search, c.shipsTo), cap).then((n) => n <= cap);
  return c.filtersFirst;
}

/** Country, price and ship-to conditions on `p`, as SQL fragments. */
export function filterConditions(search: ProductSearch, shipsTo: ShipsToFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (search.country) conditions.push(sql`p.country = ${search.country}`);
  if (shipsTo.kind === 'in') conditions.push(sql`p.store_id IN (${sql.join(shipsTo.storeIds)})`);
  // `+ 0`: a per-row test, never a reason to walk the store index.
  if (shipsTo.kind === 'not-in') conditions.push(sql`p.store_id + 0 NOT IN (${sql.join(shipsTo.storeIds)})`);
  if (search.minCents !== undefined) conditions.push(sql`p.price_cents >= ${search.minCents}`);
  if (search.maxCents !== undefined) conditions.push(sql`p.price_cents <= ${search.maxCents}`);
  return conditions;
}

/**
 * Only what shoppers may see, as a per-row test. PostgreSQL reads the column's statistics (nearly
 * every product listed), so its estimates and plans stay as they were; an expression (`listed + 0`)
 * would be guessed at 0.5% of the rows. SQLite keeps no statistics here: `+ 0` there makes sure the
 * (store_id, listed) index never looks like a better way in than the plans above.
 */
export const listedCondition = (dialect: DialectName) => (dialect === 'postgres' ? sql`p.listed = 1` : sql`p.listed + 0 = 1`);

export const whereAll = (conditions: RawBuilder<unknown>[]) => (conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``);

export const hasFilters = (search: ProductSearch, shipsTo: ShipsToFilter) =>
  Boolean(search.country) || search.minCents !== undefined || search.maxCents !== undefined || shipsTo.kind === 'in';

/** How many products the country / price (and page) conditions let through, counted up to `cap + 1`. */
export async function countFiltered(db: Db, filters: RawBuilder<unknown>[], cap: number): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`${countFilteredQuery(filters, cap)}`.execute(db);
  return Number(rows[0].n);
}

/** countFiltered's statement, to run alone or as a subquery. */
export const countFilteredQuery = (filters: RawBuilder<unknown>[], cap: number) =>
  sql<{ n: number | string }>`SELECT count(*) AS n FROM (SELECT 1 FROM products p ${whereAll(filters)} LIMIT ${cap + 1}) AS candidates`;

export async function run<R = Row>(db: Db, query: RawBuilder<R>): Promise<R[]> {
  return (await query.execute(db)).rows;
}

/** What the typo fallback scores a product by (product-typos.ts): its name and its store's name. */
export const NAME_COLUMNS = sql.raw('p.product_id, p.name, s.store_name');
export interface NameRow {
  product_id: number;
  name: string;
  store_name: string;
}

/**
 * Products `p` each with its store `s` (`store_name`, `ships_everywhere`, `suspended_at`), for a
 * list of products known in advance. PostgreSQL joins each store by its key (a LATERAL subquery,
 * OFFSET 0 so that it stays one): for a list of ids it estimated 24 lookups dearer than hashing
 * every store, and hashed the bench's 2,000 stores in 0.8 ms where the lookups take 0.1 ms.
 */
export const productsWithStores = (dialect: DialectName) => (dialect === 'postgres'
  ? sql`products p JOIN LATERAL (SELECT s.store_name, s.ships_everywhere, s.suspended_at FROM stores s WHERE s.store_id = p.store_id OFFSET 0) AS s ON true`
  : sql`products p JOIN stores s ON s.store_id = p.store_id`);

/**
 * The rows of `ids` that pass `conditions` (on `p` and `s`, above) and `keep`, in the ids' order, at
 * most `take`: read in growing batches, so an answer met early reads little. `columns`: what each
 * row holds (by default what an answer shows, `Row`, as answerColumns reads it).
 */
export async function rowsInOrder<R extends { product_id: number } = Row>(
  { db, dialect }: Pick<Context, 'db' | 'dialect'>, ids: number[], conditions: RawBuilder<unknown>[], take: number, keep: (row: R) => boolean = () => true,
  columns: RawBuilder<unknown> = answerColumns(dialect),
): Promise<R[]> {
  const found: R[] = [];
  let batch = Math.ceil(take * 1.25);
  for (let at = 0; at < ids.length && found.length < take; at += batch, batch *= 4) {
    const slice = ids.slice(at, at + batch);
    const byId = new Map((await run(db, sql<R>`SELECT ${columns} FROM ${productsWithStores(dialect)}
      ${whereAll([sql`p.product_id IN (${sql.join(slice)})`, ...conditions])}`)).map((row) => [row.product_id, row]));
    for (const id of slice) {
      const row = byId.get(id);
      if (!row || !keep(row)) continue;
      found.push(row);
      if (found.length === take) break;
    }
  }
  return found;
}

/**
 * The numbers a query's rows hold in their one column `v`, as one JSON array: a list of thousands
 * of ids costs several times more as a row each (each becomes an object in JavaScript) than reading
 * it costs the database. The order is the query's where it has one (SQLite), else none is promised.
 */
export async function numbersOf(db: Db, dialect: DialectName, query: RawBuilder<unknown>): Promise<number[]> {
  const list = dialect === 'postgres' ? sql`coalesce(json_agg(q.v), '[]')` : sql`json_group_array(q.v)`;
  const { rows: [{ numbers }] } = await sql<{ numbers: string | number[] }>`SELECT ${list} AS numbers FROM (${query}) AS q`.execute(db);
  // PostgreSQL's driver parses json itself; SQLite answers its text.
  return typeof numbers === 'string' ? (JSON.parse(numbers) as number[]) : numbers;
}

/** A folded name as SQL: stored by the search index where a plan reads it (cheap), else folded per row. */
export type FoldedName = RawBuilder<string>;
/** The folded name in PostgreSQL's search document (`doc` of product_search: name, description, store name). */
export const nameOfDoc = (doc: RawBuilder<unknown>): FoldedName => sql<string>`split_part(${doc}, chr(31), 1)`;
export const foldedName = sql<string>`search_fold(p.name)`;
/** The folded name in a filter document (`doc` of product_filter_docs, migration 014: the same three texts). */
export const nameOfFilterDoc = (dialect: DialectName, doc: RawBuilder<unknown>): FoldedName =>
  (dialect === 'postgres' ? nameOfDoc(doc) : sql<string>`substr(${doc}, 1, instr(${doc}, char(31)) - 1)`);

/** Folded text for the search context of `dialect`. */
function foldedSql(dialect: DialectName, text: string): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`search_fold(${text})` : sql<string>`${fold(text)}`;
}

/** The context of a search with a text (its ship-to filter resolved). */
export function searchContext(db: Db, dialect: DialectName, search: ProductSearch, shipsTo: ShipsToFilter, tuning: SearchTuning = DEFAULT_SEARCH_TUNING): Context {
  const q = search.q ?? '';
  return { db, dialect, search, tuning, shipsTo, folded: fold(q), fq: foldedSql(dialect, q) };
}

/** A text as one FTS5 string (a phrase of its trigrams on a trigram table): quoted, its quotes doubled. */
export const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Texts longer than this many characters are matched by a few of their trigrams (below). */
const PHRASE_MAX_CHARS = 6;

/** Trigrams of a longer text the trigram index is asked for: its rarest (below). */
const RAREST_TRIGRAMS = 4;

/**
 * Trigrams the PostgreSQL index is asked for one at a time (`doc LIKE '%abc%'`): letters and digits
 * only, which pg_trgm keeps whole in any locale (it splits a pattern at what it takes for a word's
 * end, and a pattern with no trigram left would have its index read whole).
 */
const PG_TRIGRAM = /^[a-z0-9]{3}$/;

/**
 * The trigrams a text's index lookup asks for, as groups: a row is read when it holds every trigram
 * of one group (the text itself is then checked in each row read); undefined for the whole text.
 * Up to PHRASE_MAX_CHARS characters, the whole text (FTS5: one phrase; pg_trgm: one LIKE). Longer,
 * asking for the whole text costs every one of its trigrams' postings, the common ones too (those
 * with a space among them): FTS5 checks every overlapping trigram's positions in every row holding
 * them all (55 ms for a 23-character text at 1,000,000 products), pg_trgm reads and intersects every
 * trigram's list (31 ms for the shop bench's rare two-word texts). Instead the rows holding a few
 * trigrams are read, and the text is looked for in them. Which few decides the cost: the
 * RAREST_TRIGRAMS inside its words that fewest vocabulary words hold (a small table; a trigram rare
 * among words is rare among products). When no word has one, SQLite takes a non-overlapping cover
 * (each third trigram, and the last) and PostgreSQL the whole text. At 1M, a rare two-word text:
 * FTS5 5.6 ms with the cover, 2.0 ms with the four rarest (fewer, and more rows are tested; more,
 * and more postings are read); pg_trgm 31 → 2.2 ms. PostgreSQL first tries the vocabulary words
 * holding a one-word text (vocabularyTrigrams). Chosen once per context (facets read the matches up
 * to three times).
 */
export function indexTrigrams(c: Context): Promise<string[][] | undefined> {
  c.indexTrigrams ??= chooseTrigrams(c.db, c.dialect, c.folded);
  return c.indexTrigrams;
}

async function chooseTrigrams(db: Db, dialect: DialectName, folded: string): Promise<string[][] | undefined> {
  const chars = [...folded];
  if (dialect === 'postgres') {
    const byWords = await vocabularyTrigrams(db, folded);
    if (byWords !== undefined) return byWords;
  }
  if (chars.length <= PHRASE_MAX_CHARS) return undefined;
  const words = vocabularyWords(folded).map((word) => usableTrigrams(dialect, word)).filter((trigrams) => trigrams.length > 0);
  if (words.length > 0) {
    const counts = await holdersOf(db, dialect, [...new Set(words.flat())]);
    return [rarestByWord(words, (t) => counts.get(t) ?? 0)];
  }
  if (dialect === 'postgres') return undefined;
  const cover = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 3) cover.add(chars.slice(i, i + 3).join(''));
  cover.add(chars.slice(-3).join(''));
  return [[...cover]];
}

/** A word's distinct trigrams the index of `dialect` can be asked for one at a time. */
const usableTrigrams = (dialect: DialectName, word: string) => [...new Set(trigramsOf(word).filter((t) => dialect === 'sqlite' || PG_TRIGRAM.test(t)))];

/** Vocabulary words holding a one-word text, at most this many, for vocabularyTrigrams. */
const HOLDING_WORDS_MAX = 4;

/**
 * PostgreSQL, a text of one vocabulary word (no space or punctuation) of 4 characters or more: a
 * group of trigrams per vocabulary word holding it, when few do. A row holding the text holds it
 * inside one of its words, and every word of every row is in the vocabulary (migration 011), so the
 * rows holding the text are among those holding one of these words. pg_trgm asked for the text
 * itself reads the rows holding all of its trigrams, wherever they are: at 1M, `haicha` (inside one
 * vocabulary word) read 69,523 rows on 20,857 pages for its 3,513 matches, 166 ms. Undefined when
 * the text is shorter (one trigram, which pg_trgm matches exactly), spans words, or is held by no
 * word, more than HOLDING_WORDS_MAX, or one without a usable trigram.
 */
async function vocabularyTrigrams(db: Db, folded: string): Promise<string[][] | undefined> {
  if ([...folded].length < 4 || vocabularyWords(folded).join('') !== folded) return undefined;
  const holding = await run(db, sql<{ word: string }>`SELECT word FROM search_words WHERE word LIKE ${likePattern(folded)} ESCAPE '\\' LIMIT ${HOLDING_WORDS_MAX + 1}`);
  const groups = holding.map((row) => usableTrigrams('postgres', row.word));
  if (groups.length === 0 || groups.length > HOLDING_WORDS_MAX || groups.some((trigrams) => trigrams.length === 0)) return undefined;
  const counts = await holdersOf(db, 'postgres', [...new Set(groups.flat())]);
  return groups.map((trigrams) => rarestByWord([trigrams], (t) => counts.get(t) ?? 0));
}

/**
 * How many vocabulary words hold each trigram, as last counted, for a minute. The counts only choose
 * which trigrams the index is asked for (the text itself is checked in every row found), so a count
 * somewhat out of date costs some speed at most, never a match; counting ten trigrams again took
 * PostgreSQL 0.9 ms of a rare text's 5.7 ms of facets. Per process, which serves one database
 * (tests that open several in one process share the counts, and only their speed can differ).
 */
const trigramHolders = new LRUCache<string, number>({ max: 20_000, ttl: 60_000 });

/** The vocabulary words holding each of `trigrams`, from trigramHolders or counted in one statement. */
async function holdersOf(db: Db, dialect: DialectName, trigrams: string[]): Promise<Map<string, number>> {
  const key = (trigram: string) => `${dialect} ${trigram}`;
  const counts = new Map<string, number>();
  const missing: string[] = [];
  for (const trigram of trigrams) {
    const known = trigramHolders.get(key(trigram));
    if (known === undefined) missing.push(trigram);
    else counts.set(trigram, known);
  }
  if (missing.length === 0) return counts;
  const counted = dialect === 'postgres'
    ? sql<{ trigram: string; n: number | string }>`SELECT t.trigram, (SELECT count(*) FROM search_words w WHERE w.word LIKE '%' || t.trigram || '%') AS n
        FROM unnest(${missing}::text[]) AS t(trigram)`
    : sql<{ trigram: string; n: number | string }>`SELECT j.value AS trigram, (SELECT count(*) FROM search_words_fts WHERE search_words_fts MATCH '"' || replace(j.value, '"', '""') || '"') AS n
        FROM json_each(${JSON.stringify(missing)}) j`;
  for (const row of await run(db, counted)) {
    counts.set(row.trigram, Number(row.n));
    trigramHolders.set(key(row.trigram), Number(row.n));
  }
  return counts;
}

/**
 * Up to RAREST_TRIGRAMS of the words' trigrams, each word's rarest first, taken a word at a time: the
 * trigrams of one word come together (a product holding the word holds them all), so it is the
 * words that narrow the rows down, and a trigram the text's words share narrows none of them. Four
 * trigrams of one word of a rare two-word text found the 3,435 products holding that word at 1M,
 * where two of each found 3.
 */
function rarestByWord(words: string[][], holders: (trigram: string) => number): string[] {
  const byRarity = (a: string, b: string) => holders(a) - holders(b) || (a < b ? -1 : 1);
  // A trigram two words share tells neither apart: each word's own trigrams come first.
  const own = words.map((trigrams, i) => {
    const others = new Set(words.flatMap((other, j) => (j === i ? [] : other)));
    const mine = trigrams.filter((t) => !others.has(t));
    return mine.length > 0 ? mine : trigrams;
  });
  const ranked = own.map((trigrams) => [...trigrams].sort(byRarity)).sort((a, b) => byRarity(a[0], b[0]));
  const chosen = new Set<string>();
  for (let round = 0; chosen.size < RAREST_TRIGRAMS && ranked.some((trigrams) => round < trigrams.length); round += 1) {
    for (const trigrams of ranked) if (round < trigrams.length && chosen.size < RAREST_TRIGRAMS) chosen.add(trigrams[round]);
  }
  return [...chosen];
}

/** SQLite: the conditions on the FTS5 trigram table `f` (products_fts) that find the rows holding the folded text in a column. */
export async function ftsTextMatch(c: Context): Promise<RawBuilder<unknown>[]> {
  const groups = await indexTrigrams(c);
  if (groups === undefined) return [sql`products_fts MATCH ${ftsString(c.folded)}`];
  return [
    sql`products_fts MATCH ${groups.map((trigrams) => `(${trigrams.map(ftsString).join(' AND ')})`).join(' OR ')}`,
    sql`(instr(f.name, ${c.folded}) > 0 OR instr(f.description, ${c.folded}) > 0 OR instr(f.store_name, ${c.folded}) > 0)`,
  ];
}

/** PostgreSQL: the condition on a folded search document (product_search.doc, read through its pg_trgm index) that it holds the text. */
export async function docTextMatch(c: Context, doc: RawBuilder<unknown>): Promise<RawBuilder<unknown>> {
  const groups = await indexTrigrams(c);
  if (groups === undefined) return sql`${doc} LIKE search_fold(${likePattern(c.search.q ?? '')}) ESCAPE '\\'`;
  const holds = (trigrams: string[]) => sql`(${sql.join(trigrams.map((t) => sql`${doc} LIKE ${`%${t}%`}`), sql` AND `)})`;
  return sql`(${sql.join(groups.map(holds), sql` OR `)}) AND strpos(${doc}, ${c.fq}) > 0`;
}
