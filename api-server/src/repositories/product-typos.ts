/**
 * Typos forgiven (the shop query's fallback, and suggestions while typing): when a text matches
 * nothing, the products whose name or store name has every word of the text within a typo or two of
 * a word or a word's start (search-text.ts: typosAllowed, closestWords; `cermic` finds
 * `lisbon_ceramics`, as `ceramic` does exactly), closest first, with the text they were found for.
 *
 * Bounded at any catalogue size, through the vocabulary of product and store names (`search_words`,
 * migration 011), which is small next to the products:
 *  1. the text's longest word is looked up among the words of names by trigram
 *     (search-vocabulary.ts), and those within its typos kept, fewest edits first;
 *  2. for each of the closest few (CORRECTIONS), until enough products fit: the newest
 *     products (a few times those wanted) with a word of the name starting with it (the word-start table) or
 *     of a store whose name holds it, with the search's filters;
 *  3. each product is scored in JavaScript against every word of the text, so both databases agree.
 * On PostgreSQL the shop's candidates are read whole in step 2, so the few kept need no second read
 * (closestProducts).
 * A word whose products are gone stays in the vocabulary: step 2 finds nothing for it and the next
 * closest word is tried.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/connect';
import { toProducts } from './products';
import { executeNamed } from '../db/named-statements';
import { editDistanceToStart, fold, typosAllowed, wordsMatcher, wordsOf, type WordsMatch } from './search-text';
import { nameWordsLike } from './search-vocabulary';
import {
  NAME_COLUMNS, TOP_CHAR, answerColumns, filterConditions, ftsString, likePattern, listedCondition, nameOfDoc, numbersOf, productsWithStores, rowsInOrder, run, trigramUsable, whereAll,
  type Context, type NameRow, type Row, type SearchPage,
} from './search-sql';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** Products scored per corrected word, at most (a few times the answers wanted, below). */
export const TYPO_CANDIDATES = 200;
/** Corrections of the longest word tried, closest first. */
const CORRECTIONS = 3;
/** Word starts of a correction read before it counts as common (then the search index serves). */
const WORD_STARTS_MAX = 5000;
/** Stores whose name holds a correction, at most. */
const STORES_MAX = 20;

/** The closest products to a text that matched nothing; null when none is close. */
export async function closestProducts(c: Context): Promise<SearchPage | null> {
  const words = wordsOf(c.folded);
  const matcher = wordsMatcher(words);
  // Each candidate is scored once: when it is read (kept if it fits), then ranked by that score.
  const scores = new Map<number, WordsMatch | null>();
  const score = (row: NameRow) => {
    let match = scores.get(row.product_id);
    if (match === undefined) scores.set(row.product_id, (match = matcher(`${fold(row.name)} ${fold(row.store_name)}`)));
    return match;
  };
  const conditions = [...filterConditions(c.search, c.shipsTo), listedCondition(c.dialect)];
  // PostgreSQL reads the candidates' whole rows in their statement: a second statement for the few
  // kept would cost a round trip. SQLite reads their names, then the few kept whole: no round trip,
  // and the rows left out are not read (a tenth of a typo search).
  const wholeRows = c.dialect === 'postgres';
  const scored = (await typoCandidates(c, conditions, (row) => score(row) !== null, c.search.limit, wholeRows ? answerColumns(c.dialect) : NAME_COLUMNS))
    .map((row) => ({ row, match: score(row)! }))
    .sort((a, b) => a.match.edits - b.match.edits || b.row.product_id - a.row.product_id)
    .slice(0, c.search.limit);
  if (scored.length === 0) return null;
  const rows = wholeRows
    ? scored.map((s) => s.row as Row)
    : await rowsInOrder(c, scored.map((s) => s.row.product_id), conditions, scored.length);
  return { items: await toProducts(c.db, rows), hasMore: false, plan: 'typos', corrected: scored[0].match.corrected };
}

/**
 * Products that hold a correction of the text's longest word (steps 1 and 2 above), with
 * `conditions`, and that `fits`; corrections are tried closest first until `enough` fit. `columns`:
 * what each row holds, at least NAME_COLUMNS.
 */
export async function typoCandidates<R extends NameRow = NameRow>(
  c: Context, conditions: RawBuilder<unknown>[], fits: (row: R) => boolean, enough: number, columns: RawBuilder<unknown> = NAME_COLUMNS,
): Promise<R[]> {
  const longest = typoWord(c.folded);
  if (longest === undefined) return [];
  const candidates = new Map<number, R>();
  for (const word of (await nearWords(c, longest)).slice(0, CORRECTIONS)) {
    // A few times what is wanted: the holders of one correction score alike but for the text's other words.
    const take = Math.min(TYPO_CANDIDATES, enough * 4);
    for (const row of await productsHolding<R>(c, word, conditions, take, columns)) if (fits(row)) candidates.set(row.product_id, row);
    if (candidates.size >= enough) break;
  }
  return [...candidates.values()];
}

/** The word of a folded text that the fallback corrects: its longest, if it has 3 characters or more. */
export function typoWord(folded: string): string | undefined {
  const longest = wordsOf(folded).reduce((a, b) => ([...b].length > [...a].length ? b : a), '');
  return [...longest].length < 3 ? undefined : longest;
}

/**
 * Vocabulary words within `word`'s typos, as a word or as the start of one (editDistanceToStart),
 * fewest edits first, then those closest to its length.
 */
async function nearWords(c: Context, word: string): Promise<string[]> {
  const allowed = typosAllowed(word);
  const length = [...word].length;
  const near = c.nearNameWords?.word === word ? c.nearNameWords.words : await nameWordsLike(c.db, c.dialect, word);
  const scored = near
    .map((candidate) => ({ candidate, edits: editDistanceToStart(word, candidate, allowed) }))
    .filter((s) => s.edits <= allowed)
    .sort((a, b) => a.edits - b.edits || Math.abs([...a.candidate].length - length) - Math.abs([...b.candidate].length - length) || (a.candidate < b.candidate ? -1 : 1));
  return scored.map((s) => s.candidate);
}

/**
 * The newest `take` products with a word of their name starting with `word` (the word-start
 * table), or of a store whose name holds it, with `conditions`. A word so common that its word
 * starts are more than WORD_STARTS_MAX is read through the search index instead, newest first.
 */
async function productsHolding<R extends NameRow>(c: Context, word: string, conditions: RawBuilder<unknown>[], take: number, columns: RawBuilder<unknown>): Promise<R[]> {
  if (c.dialect === 'postgres') return productsHoldingInOneStatement<R>(c, word, conditions, take, columns);
  const starts = await numbersOf(c.db, c.dialect, sql`SELECT product_id AS v FROM product_word_starts
    WHERE name_start IN (0, 1) AND tail >= ${word} AND tail < ${word + TOP_CHAR} LIMIT ${WORD_STARTS_MAX + 1}`);
  if (starts.length > WORD_STARTS_MAX) return productsHoldingByIndex<R>(c, word, conditions, take, columns);
  const { rows: stores } = await storesHolding(c.dialect, word).execute(c.db);
  const ids = new Set(starts);
  for (const { store_id } of stores) {
    const { rows } = await sql<{ product_id: number }>`SELECT product_id FROM products WHERE store_id = ${store_id} ORDER BY product_id DESC LIMIT ${take}`.execute(c.db);
    for (const row of rows) ids.add(row.product_id);
  }
  return rowsInOrder<R>(c, [...ids].sort((a, b) => b - a), conditions, take, undefined, columns);
}

/**
 * productsHolding on PostgreSQL as one statement: each statement is a round trip to another process,
 * and the four of SQLite's way (word starts, stores, their products, the rows) cost more in round
 * trips, in parsing and in shipping the ids both ways than in reading (0.5 of 1.5 ms per correction,
 * in process at 1M products). The holders' ids are sorted first (OFFSET 0: a subquery kept whole) and
 * joined in that order until `take` pass, so a full page joins few of them. The word starts are
 * counted in the same statement; past WORD_STARTS_MAX its rows are not read, and the search index
 * serves. Plain rows: as one JSON value they cost 0.4 ms more to write and parse.
 */
async function productsHoldingInOneStatement<R extends NameRow>(c: Context, word: string, conditions: RawBuilder<unknown>[], take: number, columns: RawBuilder<unknown>): Promise<R[]> {
  // One row at least (the count), with the rows' columns empty when none is held.
  const query = sql<Nullable<R> & { starts: string | number }>`
    WITH starts AS MATERIALIZED (SELECT product_id FROM product_word_starts
        WHERE name_start IN (0, 1) AND tail >= ${word} AND tail < ${word} || chr(1114111) LIMIT ${WORD_STARTS_MAX + 1}),
      held AS (
        SELECT product_id FROM starts WHERE (SELECT count(*) FROM starts) <= ${WORD_STARTS_MAX}
        UNION
        SELECT sp.product_id FROM (${storesHolding(c.dialect, word)}) AS st
          CROSS JOIN LATERAL (SELECT product_id FROM products WHERE store_id = st.store_id ORDER BY product_id DESC LIMIT ${take}) AS sp)
    SELECT m.starts, r.* FROM (SELECT count(*) AS starts FROM starts) AS m LEFT JOIN LATERAL (
      SELECT ${columns} FROM (SELECT product_id FROM held ORDER BY product_id DESC OFFSET 0) AS h CROSS JOIN ${productsWithStores(c.dialect)}
      ${whereAll([sql`p.product_id = h.product_id`, ...conditions])} ORDER BY h.product_id DESC LIMIT ${take}) AS r ON true
    ORDER BY r.product_id DESC`;
  // Parsed and planned once per connection (0.25 ms a call) while its text is one of a bounded few:
  // the filters' values are parameters, but a ship-to filter's list of stores is part of the text.
  const { rows } = c.shipsTo.kind === 'none' ? await executeNamed(c.db, query) : await query.execute(c.db);
  if (Number(rows[0].starts) > WORD_STARTS_MAX) return productsHoldingByIndex<R>(c, word, conditions, take, columns);
  return rows.filter((row): row is typeof row & R => row.product_id !== null);
}

/**
 * The stores whose name holds `word` (folded), at most STORES_MAX, by id. Store names are ASCII
 * letters, digits, _ . - (schemas/contract.ts): lower() folds them, ASCII only on either database.
 * PostgreSQL reads its trigram index of the lower-cased names (migration 015), whose expression this
 * must be; SQLite its FTS5 trigram table of them (migration 017), which cannot find fewer than 3
 * characters: such a word is looked for in every name.
 */
export const storesHolding = (dialect: DialectName, word: string) => {
  if (dialect === 'postgres') {
    return sql<{ store_id: number }>`SELECT store_id FROM stores WHERE lower(store_name COLLATE "C") LIKE ${likePattern(word)} ESCAPE '\\' LIMIT ${STORES_MAX}`;
  }
  if (trigramUsable(word)) return sql<{ store_id: number }>`SELECT rowid AS store_id FROM store_names_fts WHERE store_names_fts MATCH ${ftsString(word)} LIMIT ${STORES_MAX}`;
  return sql<{ store_id: number }>`SELECT store_id FROM stores WHERE instr(lower(store_name), ${word}) > 0 LIMIT ${STORES_MAX}`;
};

/** productsHolding for a common word: the search index, newest first. */
async function productsHoldingByIndex<R extends NameRow>(c: Context, word: string, conditions: RawBuilder<unknown>[], take: number, columns: RawBuilder<unknown>): Promise<R[]> {
  if (c.dialect === 'postgres') {
    // The document holds name, description and store name: the description's matches are left out.
    return run(c.db, sql<R>`WITH m AS MATERIALIZED (SELECT product_id, doc FROM product_search WHERE doc LIKE ${likePattern(word)} ESCAPE '\\')
      SELECT ${columns} FROM m JOIN products p ON p.product_id = m.product_id JOIN stores s ON s.store_id = p.store_id
      ${whereAll([sql`(strpos(${nameOfDoc(sql`m.doc`)}, ${word}) > 0 OR strpos(split_part(m.doc, chr(31), 3), ${word}) > 0)`, ...conditions])}
      ORDER BY p.product_id DESC LIMIT ${take}`);
  }
  const match = `{name store_name} : "${word.replace(/"/g, '""')}"`;
  return run(c.db, sql<R>`SELECT ${columns} FROM products_fts f CROSS JOIN products p JOIN stores s ON s.store_id = p.store_id
    ${whereAll([sql`products_fts MATCH ${match}`, sql`p.product_id = f.rowid`, ...conditions])}
    ORDER BY f.rowid DESC LIMIT ${take}`);
}
