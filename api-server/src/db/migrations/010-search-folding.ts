/**
 * The shop search ignores accents as well as case (`cafe` finds `Café`) and ranks names that are or
 * start with the search text first (repositories/product-search.ts). Both need the text folded the
 * same way on rows and search text (repositories/search-text.ts: NFD, combining marks removed, lower
 * case):
 *  - SQLite has no unaccent: the app registers `search_fold` on every connection (db/connect.ts).
 *    The FTS5 trigram table is rebuilt holding the folded name, description and store name (its
 *    triggers fold), and an index on `search_fold(name)` serves exact and prefix name matches.
 *  - PostgreSQL: `search_fold(text)`, an immutable SQL function of the same steps (`unaccent` is not
 *    immutable, needs the extension, and maps letters JavaScript's NFD leaves alone, so the two
 *    databases would disagree); `product_search.doc` holds the folded document (its triggers fold,
 *    existing rows are folded here), and an index on `search_fold(name) COLLATE "C"` serves exact and
 *    prefix (byte range) name matches.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

export function searchFoldingMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // PostgreSQL runs each migration in a transaction already; SQLite's is opened here.
      if (dialect === 'postgres') await postgresUp(db);
      else await db.transaction().execute(sqliteUp);
    },
    async down(db: Kysely<unknown>) {
      const work = async (trx: Kysely<unknown>) => {
        await sql`DROP INDEX IF EXISTS products_name_folded`.execute(trx);
        if (dialect === 'sqlite') {
          await sqliteSearchTable(trx, (column) => column);
        } else {
          await postgresSyncFunctions(trx, (doc) => doc);
          await sql`UPDATE product_search ps SET doc = p.name || chr(31) || p.description || chr(31) || s.store_name
            FROM products p JOIN stores s ON s.store_id = p.store_id WHERE ps.product_id = p.product_id`.execute(trx);
          await sql`DROP FUNCTION IF EXISTS search_fold(text)`.execute(trx);
        }
      };
      await (dialect === 'postgres' ? work(db) : db.transaction().execute(work));
    },
  };
}

async function sqliteUp(trx: Kysely<unknown>): Promise<void> {
  await sqliteSearchTable(trx, (column) => `search_fold(${column})`);
  await sql`CREATE INDEX products_name_folded ON products (search_fold(name))`.execute(trx);
}

/** Drops and refills products_fts and its triggers, each text column written as `wrap(column)`. */
async function sqliteSearchTable(trx: Kysely<unknown>, wrap: (column: string) => string): Promise<void> {
  for (const trigger of ['products_fts_insert', 'products_fts_update', 'products_fts_delete', 'stores_fts_rename']) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(trx);
  }
  await sql`DROP TABLE IF EXISTS products_fts`.execute(trx);
  await sql`CREATE VIRTUAL TABLE products_fts USING fts5(name, description, store_name, tokenize = 'trigram')`.execute(trx);
  await sql.raw(`INSERT INTO products_fts(rowid, name, description, store_name)
      SELECT p.product_id, ${wrap('p.name')}, ${wrap('p.description')}, ${wrap('s.store_name')} FROM products p JOIN stores s ON s.store_id = p.store_id`).execute(trx);
  await sql.raw(`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_fts(rowid, name, description, store_name)
      VALUES (new.product_id, ${wrap('new.name')}, ${wrap('new.description')}, (SELECT ${wrap('store_name')} FROM stores WHERE store_id = new.store_id));
    END`).execute(trx);
  await sql.raw(`CREATE TRIGGER products_fts_update AFTER UPDATE OF name, description, store_id ON products BEGIN
      UPDATE products_fts SET name = ${wrap('new.name')}, description = ${wrap('new.description')},
        store_name = (SELECT ${wrap('store_name')} FROM stores WHERE store_id = new.store_id)
      WHERE rowid = new.product_id;
    END`).execute(trx);
  await sql`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
      DELETE FROM products_fts WHERE rowid = old.product_id;
    END`.execute(trx);
  await sql.raw(`CREATE TRIGGER stores_fts_rename AFTER UPDATE OF store_name ON stores BEGIN
      UPDATE products_fts SET store_name = ${wrap('new.store_name')}
      WHERE rowid IN (SELECT product_id FROM products WHERE store_id = new.store_id);
    END`).execute(trx);
}

async function postgresUp(trx: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT lower(regexp_replace(normalize($1, NFD), '[\u0300-\u036f]', '', 'g')) $$`.execute(trx);
  await postgresSyncFunctions(trx, (doc) => `search_fold(${doc})`);
  await sql`UPDATE product_search SET doc = search_fold(doc)`.execute(trx);
  await sql`CREATE INDEX products_name_folded ON products ((search_fold(name) COLLATE "C"))`.execute(trx);
}

/** The triggers' functions of migration 001, writing `wrap(document)`. */
async function postgresSyncFunctions(trx: Kysely<unknown>, wrap: (doc: string) => string): Promise<void> {
  await sql.raw(`CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO product_search (product_id, doc)
      SELECT NEW.product_id, ${wrap('NEW.name || chr(31) || NEW.description || chr(31) || s.store_name')}
      FROM stores s WHERE s.store_id = NEW.store_id
      ON CONFLICT (product_id) DO UPDATE SET doc = EXCLUDED.doc;
      RETURN NULL;
    END $$`).execute(trx);
  await sql.raw(`CREATE OR REPLACE FUNCTION store_search_rename() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE product_search ps SET doc = ${wrap('p.name || chr(31) || p.description || chr(31) || NEW.store_name')}
      FROM products p WHERE p.store_id = NEW.store_id AND ps.product_id = p.product_id;
      RETURN NULL;
    END $$`).execute(trx);
}
