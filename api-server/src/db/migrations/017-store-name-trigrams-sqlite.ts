/**
 * SQLite: a trigram index (FTS5) of the stores' lower-cased names, for the typo fallback's stores
 * whose name holds a corrected word (repositories/product-typos.ts, storesHolding), as migration 015
 * gave PostgreSQL. Without it each typo search and each suggestion that looks for typos lower-cased
 * and searched every store's name: about 116 µs at the bench's 2,000 stores, and growing with every
 * store; through the index, about 21 µs.
 *
 * `store_names_fts (name)` holds `lower(store_name)` (store names are ASCII: schemas/contract.ts) with the
 * store's id as its rowid, kept in step by triggers: a store added, renamed or removed.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

const TRIGGERS = ['store_names_fts_insert', 'store_names_fts_rename', 'store_names_fts_delete'];

/** Fills the table from the stores there are: the bench's bulk loader runs it after writing its stores with the triggers set aside. */
export const SQLITE_FILL_STORE_NAMES = 'INSERT INTO store_names_fts (rowid, name) SELECT store_id, lower(store_name) FROM stores';

export function storeNameTrigramsSqliteMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await db.transaction().execute(async (trx) => {
        await sql`CREATE VIRTUAL TABLE store_names_fts USING fts5(name, tokenize = 'trigram')`.execute(trx);
        await sql.raw(SQLITE_FILL_STORE_NAMES).execute(trx);
        await sql`CREATE TRIGGER store_names_fts_insert AFTER INSERT ON stores BEGIN
            INSERT INTO store_names_fts (rowid, name) VALUES (new.store_id, lower(new.store_name));
          END`.execute(trx);
        await sql`CREATE TRIGGER store_names_fts_rename AFTER UPDATE OF store_name ON stores BEGIN
            UPDATE store_names_fts SET name = lower(new.store_name) WHERE rowid = new.store_id;
          END`.execute(trx);
        await sql`CREATE TRIGGER store_names_fts_delete AFTER DELETE ON stores BEGIN
            DELETE FROM store_names_fts WHERE rowid = old.store_id;
          END`.execute(trx);
      });
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'sqlite') return;
      await db.transaction().execute(async (trx) => {
        for (const trigger of TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`).execute(trx);
        await sql`DROP TABLE IF EXISTS store_names_fts`.execute(trx);
      });
    },
  };
}
