/**
 * PostgreSQL: the typo fallback's look-up of the words of names near a mistyped one
 * (repositories/search-vocabulary.ts, nameWordsLike) as a function that reads them through the
 * trigram index of `search_words` (migration 011), never by reading every word.
 *
 * The planner takes pg_trgm's similarity operator to cost as little as comparing two numbers
 * (its function's declared cost is 1), so for a vocabulary of a few thousand words it estimates
 * reading every word as cheaper than the index, while computing the similarity of each costs
 * about 0.65 µs: at the bench's 6,000 words a look-up took 3.9 ms that way against 0.2 ms through
 * the index, and those were the slowest tenth of the typo searches. A function may carry its own
 * setting: inside it a sequential scan is ruled out. Declaring the operator's true cost instead would alter pg_trgm's own
 * function, which an application that did not install the extension may not own.
 *
 * The words come out most similar first (then by word); callers number them `WITH ORDINALITY`.
 * SQLite reads its FTS5 trigram table of the words (migration 011), which has no such choice.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

export function nearNameWordsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // `%` reads pg_trgm.similarity_threshold, which every session sets (db/connect.ts, POSTGRES_SESSION_SETTINGS).
      // PL/pgSQL keeps the statement's plan for the session (a SQL function is planned again on each call).
      await sql`CREATE FUNCTION search_name_words_near(q text, n integer) RETURNS SETOF text
        LANGUAGE plpgsql STABLE SET enable_seqscan = off
        AS $$ BEGIN
          RETURN QUERY SELECT w.word FROM search_words w WHERE w.word % q AND w.in_names = 1 ORDER BY similarity(w.word, q) DESC, w.word LIMIT n;
        END $$`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`DROP FUNCTION IF EXISTS search_name_words_near(text, integer)`.execute(db);
    },
  };
}
