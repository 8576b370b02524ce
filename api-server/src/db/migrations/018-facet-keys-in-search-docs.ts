/**
 * PostgreSQL: each search document (`product_search`) also holds its product's country, price, store
 * and whether it is listed. The facet counts of a common text (repositories/product-facets.ts) read
 * up to 10,001 matches through the document's pg_trgm index; the index's recheck already reads each
 * match's row, so its country and price now come from that row instead of one lookup per match in
 * the filter documents' index (migration 016). One call, a 3-letter fragment at a million products:
 * 26.6 → 15.5 ms p50 (docs/performance.md).
 *
 * The columns follow the product through the sync trigger of migrations 001 and 010, which now also
 * fires when the country, price, store or listing changes (a store's rename changes only the text).
 * The table is rebuilt rather than updated in place: updating every row would add a second version
 * of each to the trigram index; a fresh table and index are smaller and faster to write.
 * SQLite's facets read the filter documents (migration 016): nothing changes there.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/** The rows of `product_search`, from the products and stores there are (the bench's bulk loader runs it too). */
export const POSTGRES_FILL_SEARCH_DOCS = `INSERT INTO product_search (product_id, doc, country, price_cents, store_id, listed)
  SELECT p.product_id, search_fold(p.name || chr(31) || p.description || chr(31) || s.store_name), p.country, p.price_cents, p.store_id, p.listed
  FROM products p JOIN stores s ON s.store_id = p.store_id ORDER BY p.product_id`;

const DOCUMENT = "search_fold(NEW.name || chr(31) || NEW.description || chr(31) || s.store_name)";

/** The sync function of migration 010, writing `columns` (name → value from NEW) beside the document. */
async function syncFunction(db: Kysely<unknown>, columns: string[]): Promise<void> {
  const names = ['product_id', 'doc', ...columns];
  const values = ['NEW.product_id', DOCUMENT, ...columns.map((c) => `NEW.${c}`)];
  await sql.raw(`CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO product_search (${names.join(', ')})
      SELECT ${values.join(', ')} FROM stores s WHERE s.store_id = NEW.store_id
      ON CONFLICT (product_id) DO UPDATE SET ${names.slice(1).map((c) => `${c} = EXCLUDED.${c}`).join(', ')};
      RETURN NULL;
    END $$`).execute(db);
}

/** The sync trigger, fired by changes of `columns` of products. */
async function syncTrigger(db: Kysely<unknown>, columns: string[]): Promise<void> {
  await sql`DROP TRIGGER products_search_sync ON products`.execute(db);
  await sql.raw(`CREATE TRIGGER products_search_sync AFTER INSERT OR UPDATE OF ${columns.join(', ')} ON products
    FOR EACH ROW EXECUTE FUNCTION product_search_sync()`).execute(db);
}

const FACET_KEYS = ['country', 'price_cents', 'store_id', 'listed'];

export function facetKeysInSearchDocsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Kysely runs each PostgreSQL migration in a transaction of its own.
      if (dialect !== 'postgres') return;
      await sql`DROP TABLE product_search`.execute(db);
      await sql`CREATE TABLE product_search (
          product_id integer PRIMARY KEY REFERENCES products(product_id) ON DELETE CASCADE,
          doc text NOT NULL,
          country text NOT NULL, price_cents integer NOT NULL, store_id integer NOT NULL, listed integer NOT NULL
        )`.execute(db);
      await sql.raw(POSTGRES_FILL_SEARCH_DOCS).execute(db);
      await sql`CREATE INDEX product_search_doc_trgm ON product_search USING gin (doc gin_trgm_ops)`.execute(db);
      await syncFunction(db, FACET_KEYS);
      await syncTrigger(db, ['name', 'description', ...FACET_KEYS]);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await syncTrigger(db, ['name', 'description', 'store_id']);
      await syncFunction(db, []);
      for (const column of FACET_KEYS) await sql.raw(`ALTER TABLE product_search DROP COLUMN ${column}`).execute(db);
    },
  };
}
