/**
 * Two tables that keep the shop's search fast at a million products (repositories/product-search.ts,
 * repositories/product-typos.ts), kept in step by triggers like the search index of migrations 001/010:
 *
 *  - `product_word_starts (name_start, tail, product_id)`: for each product, its folded name and the
 *    rest of the name after each space or hyphen (search-text.ts, wordStarts), `name_start` 1 for the
 *    whole name. "The name starts with the text" (relevance ranks 0 and 1) and "a word of the name
 *    starts with it" (rank 2) become one range of this table's primary key each, whatever the text,
 *    instead of a test on every match of the text.
 *  - `search_words (word, in_names)`: every folded word (search-text.ts, vocabularyWords) of product
 *    names, descriptions and store names; `in_names` 1 when it occurs in a product or store name.
 *    A text one of whose words is inside no word here matches nothing, which is known at once
 *    (product-search.ts); the typo fallback corrects a text against the words of names. It only
 *    grows: a word whose products are gone stays, and the fallback finds no product for it and tries
 *    the next. Looked up by trigram: SQLite's FTS5 `search_words_fts` (each word padded with a space
 *    on either side, so a word's first and last letters make trigrams too), PostgreSQL's pg_trgm GIN
 *    index.
 *
 * SQLite triggers call `search_word_starts` and `search_words_of` (db/connect.ts), as they call
 * `search_fold`; PostgreSQL has the same steps as SQL functions. An index on the lowered store name
 * serves suggestions of stores (repositories/product-suggest.ts).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

const SQLITE_TRIGGERS = ['product_word_starts_insert', 'product_word_starts_rename', 'product_word_starts_delete', 'search_words_from_products', 'search_words_from_product_texts', 'search_words_from_stores', 'search_words_from_store_names', 'search_words_fts_insert'];

/** SQLite: the words of `text` (an SQL expression) into the vocabulary, marked as words of names or not. */
const sqliteAddWords = (text: string, inNames: 0 | 1) => inNames === 1
  ? `INSERT INTO search_words (word, in_names) SELECT value, 1 FROM json_each(search_words_of(${text})) WHERE true ON CONFLICT (word) DO UPDATE SET in_names = 1;`
  : `INSERT OR IGNORE INTO search_words (word, in_names) SELECT value, 0 FROM json_each(search_words_of(${text}));`;

export function searchWordsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') await postgresUp(db);
      else await db.transaction().execute(sqliteUp);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`DROP TRIGGER IF EXISTS products_word_starts ON products`.execute(db);
        await sql`DROP TRIGGER IF EXISTS stores_search_words ON stores`.execute(db);
        await sql`DROP FUNCTION IF EXISTS product_word_starts_sync() CASCADE`.execute(db);
        await sql`DROP FUNCTION IF EXISTS store_search_words_sync() CASCADE`.execute(db);
        await sql`DROP TABLE IF EXISTS product_word_starts`.execute(db);
        await sql`DROP TABLE IF EXISTS search_words`.execute(db);
        await sql`DROP INDEX IF EXISTS stores_name_folded`.execute(db);
        await sql`DROP FUNCTION IF EXISTS search_word_starts(text)`.execute(db);
        await sql`DROP FUNCTION IF EXISTS search_words_of(text)`.execute(db);
        return;
      }
      await db.transaction().execute(async (trx) => {
        for (const trigger of SQLITE_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(trx);
        for (const table of ['product_word_starts', 'search_words_fts', 'search_words']) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(trx);
        await sql`DROP INDEX IF EXISTS stores_name_folded`.execute(trx);
      });
    },
  };
}

async function sqliteUp(trx: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE product_word_starts (
      name_start INTEGER NOT NULL, tail TEXT NOT NULL, product_id INTEGER NOT NULL,
      PRIMARY KEY (name_start, tail, product_id)) WITHOUT ROWID`.execute(trx);
  await sql`CREATE INDEX product_word_starts_product ON product_word_starts (product_id)`.execute(trx);
  await sql`CREATE TABLE search_words (word TEXT PRIMARY KEY, in_names INTEGER NOT NULL) WITHOUT ROWID`.execute(trx);
  await sql`CREATE INDEX stores_name_folded ON stores (lower(store_name))`.execute(trx);
  await sql`CREATE VIRTUAL TABLE search_words_fts USING fts5(word, tokenize = 'trigram')`.execute(trx);
  await fillSqliteSearchWords(trx);

  await sql`CREATE TRIGGER product_word_starts_insert AFTER INSERT ON products BEGIN
      INSERT OR IGNORE INTO product_word_starts (name_start, tail, product_id)
      SELECT j.key = 0, j.value, new.product_id FROM json_each(search_word_starts(new.name)) j;
    END`.execute(trx);
  await sql`CREATE TRIGGER product_word_starts_rename AFTER UPDATE OF name ON products BEGIN
      DELETE FROM product_word_starts WHERE product_id = old.product_id;
      INSERT OR IGNORE INTO product_word_starts (name_start, tail, product_id)
      SELECT j.key = 0, j.value, new.product_id FROM json_each(search_word_starts(new.name)) j;
    END`.execute(trx);
  await sql`CREATE TRIGGER product_word_starts_delete AFTER DELETE ON products BEGIN
      DELETE FROM product_word_starts WHERE product_id = old.product_id;
    END`.execute(trx);
  await sql.raw(`CREATE TRIGGER search_words_from_products AFTER INSERT ON products BEGIN
      ${sqliteAddWords('new.name', 1)} ${sqliteAddWords('new.description', 0)}
    END`).execute(trx);
  await sql.raw(`CREATE TRIGGER search_words_from_product_texts AFTER UPDATE OF name, description ON products BEGIN
      ${sqliteAddWords('new.name', 1)} ${sqliteAddWords('new.description', 0)}
    END`).execute(trx);
  await sql.raw(`CREATE TRIGGER search_words_from_stores AFTER INSERT ON stores BEGIN ${sqliteAddWords('new.store_name', 1)} END`).execute(trx);
  await sql.raw(`CREATE TRIGGER search_words_from_store_names AFTER UPDATE OF store_name ON stores BEGIN ${sqliteAddWords('new.store_name', 1)} END`).execute(trx);
  await sql`CREATE TRIGGER search_words_fts_insert AFTER INSERT ON search_words BEGIN
      INSERT INTO search_words_fts (word) VALUES (' ' || new.word || ' ');
    END`.execute(trx);
}

/**
 * Fills both tables from the products and stores there are (SQLite), as plain SQL: the bench's bulk
 * loader runs the same statements after writing a million products with the triggers set aside.
 */
export const SQLITE_FILL_SEARCH_WORDS: readonly string[] = [
  `INSERT OR IGNORE INTO product_word_starts (name_start, tail, product_id)
    SELECT j.key = 0, j.value, p.product_id FROM products p, json_each(search_word_starts(p.name)) j`,
  `INSERT INTO search_words (word, in_names)
    SELECT word, max(in_names) FROM (
      SELECT j.value AS word, 1 AS in_names FROM products p, json_each(search_words_of(p.name)) j
      UNION ALL SELECT j.value, 0 FROM products p, json_each(search_words_of(p.description)) j
      UNION ALL SELECT j.value, 1 FROM stores s, json_each(search_words_of(s.store_name)) j)
    WHERE true GROUP BY word ON CONFLICT (word) DO UPDATE SET in_names = max(in_names, excluded.in_names)`,
  'DELETE FROM search_words_fts',
  `INSERT INTO search_words_fts (word) SELECT ' ' || word || ' ' FROM search_words`,
];

async function fillSqliteSearchWords(db: Kysely<unknown>): Promise<void> {
  for (const statement of SQLITE_FILL_SEARCH_WORDS) await sql.raw(statement).execute(db);
}

async function postgresUp(trx: Kysely<unknown>): Promise<void> {
  // The same steps as search-text.ts: wordStarts (the whole name, then after each space or hyphen)
  // and vocabularyWords (split at ASCII spaces, punctuation and controls, exactly as in JavaScript).
  await sql`CREATE FUNCTION search_word_starts(name text) RETURNS TABLE (name_start smallint, tail text)
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT 1::smallint, search_fold(name)
      UNION
      SELECT 0::smallint, substr(f, i) FROM (SELECT search_fold(name) AS f) folded, generate_series(2, length(f)) AS i
      WHERE substr(f, i - 1, 1) IN (' ', '-')
    $$`.execute(trx);
  await sql`CREATE FUNCTION search_words_of(text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT DISTINCT w FROM regexp_split_to_table(search_fold(text), '[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]+') AS w WHERE w <> ''
    $$`.execute(trx);
  await sql`CREATE TABLE product_word_starts (
      name_start smallint NOT NULL, tail text COLLATE "C" NOT NULL,
      product_id integer NOT NULL REFERENCES products(product_id) ON DELETE CASCADE,
      PRIMARY KEY (name_start, tail, product_id))`.execute(trx);
  await sql`CREATE INDEX product_word_starts_product ON product_word_starts (product_id)`.execute(trx);
  await sql`CREATE TABLE search_words (word text PRIMARY KEY, in_names smallint NOT NULL)`.execute(trx);
  await sql`CREATE INDEX stores_name_folded ON stores ((lower(store_name) COLLATE "C"))`.execute(trx);
  await fillPostgresSearchWords(trx);
  await sql`CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops)`.execute(trx);

  await sql`CREATE FUNCTION product_word_starts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN DELETE FROM product_word_starts WHERE product_id = NEW.product_id; END IF;
      INSERT INTO product_word_starts (name_start, tail, product_id)
      SELECT w.name_start, w.tail, NEW.product_id FROM search_word_starts(NEW.name) w ON CONFLICT DO NOTHING;
      INSERT INTO search_words (word, in_names) SELECT search_words_of(NEW.name), 1 ON CONFLICT (word) DO UPDATE SET in_names = 1 WHERE search_words.in_names = 0;
      INSERT INTO search_words (word, in_names) SELECT search_words_of(NEW.description), 0 ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`.execute(trx);
  await sql`CREATE TRIGGER products_word_starts AFTER INSERT OR UPDATE OF name, description ON products
    FOR EACH ROW EXECUTE FUNCTION product_word_starts_sync()`.execute(trx);
  await sql`CREATE FUNCTION store_search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO search_words (word, in_names) SELECT search_words_of(NEW.store_name), 1 ON CONFLICT (word) DO UPDATE SET in_names = 1 WHERE search_words.in_names = 0;
      RETURN NULL;
    END $$`.execute(trx);
  await sql`CREATE TRIGGER stores_search_words AFTER INSERT OR UPDATE OF store_name ON stores
    FOR EACH ROW EXECUTE FUNCTION store_search_words_sync()`.execute(trx);
}

/** Fills both tables from the products and stores there are (PostgreSQL; also the bench's bulk loader). */
export const POSTGRES_FILL_SEARCH_WORDS: readonly string[] = [
  `INSERT INTO product_word_starts (name_start, tail, product_id)
    SELECT w.name_start, w.tail, p.product_id FROM products p, search_word_starts(p.name) w ON CONFLICT DO NOTHING`,
  `INSERT INTO search_words (word, in_names)
    SELECT word, max(in_names) FROM (
      SELECT search_words_of(name) AS word, 1 AS in_names FROM products
      UNION ALL SELECT search_words_of(description), 0 FROM products
      UNION ALL SELECT search_words_of(store_name), 1 FROM stores) AS words
    GROUP BY word ON CONFLICT (word) DO UPDATE SET in_names = greatest(search_words.in_names, excluded.in_names)`,
];

async function fillPostgresSearchWords(db: Kysely<unknown>): Promise<void> {
  for (const statement of POSTGRES_FILL_SEARCH_WORDS) await sql.raw(statement).execute(db);
}
