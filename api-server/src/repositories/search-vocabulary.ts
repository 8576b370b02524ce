/**
 * The search vocabulary (`search_words`, migration 011): every folded word of product names,
 * descriptions and store names, small next to the products. Two questions are asked of it:
 *  - whether a text can match at all: every word of a product's text is in the vocabulary, so a text
 *    one of whose words (search-text.ts, vocabularyWords) lies inside no vocabulary word matches no
 *    product, which the search then knows without reading the products' index (a typo usually);
 *  - which words of names are near a mistyped one (the typo fallback, product-typos.ts).
 * Both go through a trigram index of the words: SQLite's FTS5 `search_words_fts` (each word padded
 * with a space on either side, so a word's first and last letters make trigrams too), PostgreSQL's
 * pg_trgm GIN index on `search_words.word`.
 */
import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/connect';
import { databaseKeyOf } from '../db/database-key';
import { executeNamed } from '../db/named-statements';
import { trigramsOf, vocabularyWords } from './search-text';
import { countFilteredQuery, filterConditions, filtersFirstCap, ftsString, hasFilters, likePattern, type Context, type Db } from './search-sql';

/** Vocabulary words read per looked-up word, most trigrams in common first. */
const NEAR_CANDIDATES = 100;

/**
 * Search words found inside the vocabulary, per database. Nothing ever removes a vocabulary word
 * (a product's words stay when it goes: the vocabulary only tells what cannot match), so a word
 * found there once is there for good, whatever any instance writes after; a shop's searches repeat,
 * and the check of a known word is then no statement at all (on PostgreSQL a round trip of about
 * 0.3 ms, and 0.3 ms more through the trigram index for a word of 4 letters or more). Bounded: past
 * the limit the words found first go. Per database, its transactions included (a facet count runs
 * in one): databaseKeyOf.
 */
const knownWords = new WeakMap<object, Set<string>>();
const KNOWN_WORDS_MAX = 20_000;

function knownWordsOf(db: Db): Set<string> {
  const key = databaseKeyOf(db);
  let known = knownWords.get(key);
  if (!known) knownWords.set(key, (known = new Set()));
  return known;
}

function rememberFound(db: Db, words: string[]): void {
  const known = knownWordsOf(db);
  for (const word of words) {
    known.add(word);
    if (known.size > KNOWN_WORDS_MAX) known.delete(known.values().next().value!);
  }
}

/**
 * The words of the folded text to look for in the vocabulary: those of 3 characters or more (a
 * shorter one has no trigram and is taken to be somewhere) not already known to be there.
 */
function wordsToCheck(db: Db, folded: string): string[] {
  const known = knownWords.get(databaseKeyOf(db));
  return vocabularyWords(folded).filter((word) => [...word].length >= 3 && !known?.has(word));
}

/** SQL that is true unless some of `words` is inside no vocabulary word (then no product matches the text); undefined for none. */
function vocabularyCondition(dialect: DialectName, words: string[]): RawBuilder<unknown> | undefined {
  if (words.length === 0) return undefined;
  return sql.join(words.map((word) => (dialect === 'postgres'
    ? sql`EXISTS (SELECT 1 FROM search_words WHERE word LIKE ${likePattern(word)} ESCAPE '\\')`
    : sql`EXISTS (SELECT 1 FROM search_words_fts WHERE search_words_fts MATCH ${ftsString(word)})`)), sql` AND `);
}

/** False when some word of the folded text is inside no vocabulary word: then no product matches it. At most one statement. */
export async function vocabularyHolds(db: Db, dialect: DialectName, folded: string): Promise<boolean> {
  const words = wordsToCheck(db, folded);
  const condition = vocabularyCondition(dialect, words);
  if (condition === undefined) return true;
  const { rows } = await sql<{ holds: number }>`SELECT CASE WHEN ${condition} THEN 1 ELSE 0 END AS holds`.execute(db);
  const holds = Number(rows[0].holds) === 1;
  if (holds) rememberFound(db, words);
  return holds;
}

/**
 * vocabularyHolds for a search's text and, when it holds, whether its filters are narrow
 * (`filtersFirst`, which it then remembers in the context): one statement for the two questions a
 * search with a text and filters asks before any plan (a subquery in CASE runs only when reached).
 * `typoWord`: the word the typo fallback would correct should nothing match; on PostgreSQL, when the
 * vocabulary does not hold, the same statement reads the words of names near it
 * (`nearNameWords`): each statement is a round trip to another process, about 0.3 ms against the
 * 0.2 ms the two reads take there. SQLite's statements cost no round trip.
 */
export async function searchCanMatch(c: Context, typoWord?: string): Promise<boolean> {
  const words = wordsToCheck(c.db, c.folded);
  const condition = vocabularyCondition(c.dialect, words);
  // Every word known: the filters' count, if any is needed, is asked by filtersFirst when a plan needs it.
  if (condition === undefined) return true;
  const near = c.dialect === 'postgres' && typoWord !== undefined
    ? sql`, CASE WHEN NOT (${condition}) THEN ARRAY(${nearNameWordsQuery(typoWord)}) END AS near`
    : sql``;
  const countFilters = c.filtersFirst === undefined && hasFilters(c.search, c.shipsTo);
  const cap = filtersFirstCap(c);
  const answer = countFilters ? sql`(${countFilteredQuery(filterConditions(c.search, c.shipsTo), cap)})` : sql`1`;
  const { rows: [row] } = await sql<{ candidates: number | string | null; near?: string[] | null }>`
    SELECT CASE WHEN ${condition} THEN ${answer} END AS candidates ${near}`.execute(c.db);
  if (row.near && typoWord !== undefined) c.nearNameWords = { word: typoWord, words: row.near };
  if (row.candidates === null) return false;
  rememberFound(c.db, words);
  if (countFilters) c.filtersFirst = Promise.resolve(Number(row.candidates) <= cap);
  return true;
}

/** nameWordsLike's PostgreSQL statement: through the trigram index whatever the vocabulary's size (migration 019). */
const nearNameWordsQuery = (word: string) =>
  sql<{ word: string }>`SELECT w.word FROM search_name_words_near(${word}, ${NEAR_CANDIDATES}) WITH ORDINALITY AS w(word, n) ORDER BY w.n`;

/** Words of product or store names sharing trigrams with `word`, most in common first. */
export async function nameWordsLike(db: Db, dialect: DialectName, word: string): Promise<string[]> {
  if (dialect === 'postgres') {
    // One statement of one shape.
    const { rows } = await executeNamed(db, nearNameWordsQuery(word));
    return rows.map((r) => r.word);
  }
  const trigrams = new Set(trigramsOf(` ${word} `));
  const { rows } = await sql<{ word: string }>`SELECT w.word FROM search_words_fts f JOIN search_words w ON w.word = trim(f.word)
    WHERE search_words_fts MATCH ${[...trigrams].map(ftsString).join(' OR ')} AND w.in_names = 1
    ORDER BY f.rank LIMIT ${NEAR_CANDIDATES}`.execute(db);
  return rows.map((r) => r.word);
}
