/**
 * SQLite: the listed products' search documents in the order of the shop's country and price filter,
 * for the search that tests the filters' candidates row by row (`filters-first`,
 * repositories/product-search.ts).
 *
 * `product_filter_docs (country, price_cents, product_id, store_id, doc)` holds, for every listed
 * product, its folded document (name, description, store name, apart: search-sql.ts `DOC`, folded by
 * `search_fold`), keyed by country, price and id. A country's price range is then one range of this
 * table's key, read in order, each document tested with SQLite's own `instr`. Before, each candidate
 * of the products' country / price index was fetched from the products table at its own place
 * (about 1.2 µs each at a million products) and its document joined to its store and folded in
 * JavaScript: 2.4 ms for a thousand candidates, against 0.4 ms from this table.
 *
 * Triggers keep it in step, as those of migrations 010 and 011: a product added, changed in a column
 * the document or the key holds (`listed` included: taken down or relisted), or removed, and a store
 * renamed. A change of stock alone (every order) touches nothing here. PostgreSQL keeps its own
 * search documents (`product_search`, migration 010) and is not changed.
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
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await db.transaction().execute(sqliteUp);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
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
