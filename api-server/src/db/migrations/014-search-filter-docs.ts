/**
 * The listed products' search documents in the order of the shop's country and price filter, for
 * the search that tests the filters' candidates row by row (`filters-first`,
 * repositories/product-search.ts).
 *
 * `product_filter_docs (country, price_cents, product_id, store_id, doc)` holds, for every listed
 * product, its folded document (name, description, store name, apart: search-sql.ts `DOC`, folded by
 * `search_fold`), keyed by country, price and id. A country's price range is then one range of this
 * table's key, each document tested in the database (`instr`, `strpos`). Before, each candidate of
 * the products' country / price index was fetched from the products table at its own place (about
 * 1.2 µs each at a million products on SQLite) and its document joined (PostgreSQL: from
 * product_search, by id) or folded in JavaScript (SQLite): 2.4 ms (SQLite) and 10 ms (PostgreSQL) for
 * a thousand candidates, against 0.4 and 0.7 ms from this table.
 *
 * SQLite keeps the rows in the key's order (WITHOUT ROWID). PostgreSQL keeps them in a heap with an
 * index on the key; the fill writes them in the key's order, so a range's rows sit on few pages, and
 * rows written later go wherever there is room (`CLUSTER product_filter_docs USING
 * product_filter_docs_key` puts them back in order; docs/operations.md).
 *
 * Triggers keep it in step, as those of migrations 010 and 011: a product added, changed in a column
 * the document or the key holds (`listed` included: taken down or relisted), or removed, and a store
 * renamed. A change of stock alone (every order) touches nothing here.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

const SQLITE_TRIGGERS = ['product_filter_docs_insert', 'product_filter_docs_update', 'product_filter_docs_delete', 'product_filter_docs_store_rename'];

/** The columns of `product_filter_docs`, as selected from `products p JOIN stores s`. */
const FILTER_DOC_OF = `p.country, p.price_cents, p.product_id, p.store_id,
  search_fold(p.name || char(31) || p.description || char(31) || s.store_name)`;

/**
 * Fills the table from the listed products there are, as plain SQL: the bench's bulk loader runs it
 * after writing a million products with the triggers set aside.
 */
export const SQLITE_FILL_FILTER_DOCS = `INSERT INTO product_filter_docs (country, price_cents, product_id, store_id, doc)
  SELECT ${FILTER_DOC_OF} FROM products p JOIN stores s ON s.store_id = p.store_id WHERE p.listed = 1`;

/** The rows of the listed products `where` picks (an SQL condition on `p`), written again. */
const rewrite = (where: string) => `INSERT INTO product_filter_docs (country, price_cents, product_id, store_id, doc)
  SELECT ${FILTER_DOC_OF} FROM products p JOIN stores s ON s.store_id = p.store_id WHERE p.listed = 1 AND ${where};`;

/** A product's row as it was, by the table's whole key (no other index is kept). */
const removeOld = 'DELETE FROM product_filter_docs WHERE country = old.country AND price_cents = old.price_cents AND product_id = old.product_id;';

export function searchFilterDocsMigration(dialect: DialectName): Migration {
  return {
    // Kysely's Migrator runs each PostgreSQL migration in a transaction of its own; SQLite's is opened here.
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') await postgresUp(db);
      else await db.transaction().execute(sqliteUp);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`DROP TRIGGER IF EXISTS products_filter_docs ON products`.execute(db);
        await sql`DROP TRIGGER IF EXISTS stores_filter_docs ON stores`.execute(db);
        await sql`DROP FUNCTION IF EXISTS product_filter_docs_sync() CASCADE`.execute(db);
        await sql`DROP FUNCTION IF EXISTS store_filter_docs_rename() CASCADE`.execute(db);
        await sql`DROP TABLE IF EXISTS product_filter_docs`.execute(db);
        return;
      }
      await db.transaction().execute(async (trx) => {
        for (const trigger of SQLITE_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(trx);
        await sql`DROP TABLE IF EXISTS product_filter_docs`.execute(trx);
      });
    },
  };
}

async function sqliteUp(trx: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE product_filter_docs (
      country TEXT NOT NULL, price_cents INTEGER NOT NULL, product_id INTEGER NOT NULL, store_id INTEGER NOT NULL, doc TEXT NOT NULL,
      PRIMARY KEY (country, price_cents, product_id)) WITHOUT ROWID`.execute(trx);
  await sql.raw(SQLITE_FILL_FILTER_DOCS).execute(trx);

  await sql.raw(`CREATE TRIGGER product_filter_docs_insert AFTER INSERT ON products WHEN new.listed = 1 BEGIN
      ${rewrite('p.product_id = new.product_id')}
    END`).execute(trx);
  await sql.raw(`CREATE TRIGGER product_filter_docs_update AFTER UPDATE OF name, description, country, price_cents, store_id, listed ON products BEGIN
      ${removeOld}
      ${rewrite('p.product_id = new.product_id')}
    END`).execute(trx);
  await sql.raw(`CREATE TRIGGER product_filter_docs_delete AFTER DELETE ON products BEGIN ${removeOld} END`).execute(trx);
  await sql.raw(`CREATE TRIGGER product_filter_docs_store_rename AFTER UPDATE OF store_name ON stores BEGIN
      DELETE FROM product_filter_docs WHERE (country, price_cents, product_id) IN
        (SELECT country, price_cents, product_id FROM products WHERE store_id = new.store_id);
      ${rewrite('p.store_id = new.store_id')}
    END`).execute(trx);
}

/** PostgreSQL's fill, in the key's order (see above); the bench's bulk loader runs it too. */
export const POSTGRES_FILL_FILTER_DOCS = `INSERT INTO product_filter_docs (country, price_cents, product_id, store_id, doc)
  SELECT p.country, p.price_cents, p.product_id, p.store_id, ps.doc FROM products p JOIN product_search ps ON ps.product_id = p.product_id
  WHERE p.listed = 1 ORDER BY p.country, p.price_cents, p.product_id`;

async function postgresUp(trx: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE product_filter_docs (
      country text NOT NULL, price_cents integer NOT NULL, product_id integer NOT NULL, store_id integer NOT NULL, doc text NOT NULL)`.execute(trx);
  await sql.raw(POSTGRES_FILL_FILTER_DOCS).execute(trx);
  await sql`CREATE UNIQUE INDEX product_filter_docs_key ON product_filter_docs (country, price_cents, product_id)`.execute(trx);
  // A product's row by its id (the triggers below; a store's rows through its products).
  await sql`CREATE INDEX product_filter_docs_product ON product_filter_docs (product_id)`.execute(trx);
  // The document folded here, as product_search's trigger folds it (migration 010): triggers of one
  // event fire in name order, so that table is not yet written when these run.
  await sql.raw(`CREATE FUNCTION product_filter_docs_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN DELETE FROM product_filter_docs WHERE product_id = OLD.product_id; END IF;
      IF TG_OP <> 'DELETE' AND NEW.listed = 1 THEN
        INSERT INTO product_filter_docs (country, price_cents, product_id, store_id, doc)
        SELECT NEW.country, NEW.price_cents, NEW.product_id, NEW.store_id, search_fold(NEW.name || chr(31) || NEW.description || chr(31) || s.store_name)
        FROM stores s WHERE s.store_id = NEW.store_id;
      END IF;
      RETURN NULL;
    END $$`).execute(trx);
  await sql`CREATE TRIGGER products_filter_docs AFTER INSERT OR DELETE OR UPDATE OF name, description, country, price_cents, store_id, listed
    ON products FOR EACH ROW EXECUTE FUNCTION product_filter_docs_sync()`.execute(trx);
  await sql.raw(`CREATE FUNCTION store_filter_docs_rename() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE product_filter_docs d SET doc = search_fold(p.name || chr(31) || p.description || chr(31) || NEW.store_name)
      FROM products p WHERE p.store_id = NEW.store_id AND d.product_id = p.product_id;
      RETURN NULL;
    END $$`).execute(trx);
  await sql`CREATE TRIGGER stores_filter_docs AFTER UPDATE OF store_name ON stores
    FOR EACH ROW WHEN (OLD.store_name IS DISTINCT FROM NEW.store_name) EXECUTE FUNCTION store_filter_docs_rename()`.execute(trx);
}
