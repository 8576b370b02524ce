/**
 * PostgreSQL: a trigram index of the stores' names, lower-cased as the typo fallback compares them
 * (repositories/product-typos.ts: the stores whose name holds a corrected word). Without it each
 * typo search read every store and lower-cased its name: 0.8 ms at the bench's 2,000 stores, and
 * more with every store; through the index, 0.2 ms.
 *
 * SQLite's is an FTS5 table (migration 017).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

export function storeNameTrigramsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // The expression is the one the lookup writes (store names are ASCII: the "C" collation's lower-casing).
      await sql`CREATE INDEX stores_name_trgm ON stores USING gin ((lower(store_name COLLATE "C")) gin_trgm_ops)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`DROP INDEX IF EXISTS stores_name_trgm`.execute(db);
    },
  };
}
