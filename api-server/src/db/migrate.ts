/** Brings the schema up to date at start (PostgreSQL: under Kysely's migration lock, so several instances may start at once). */
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './connect';
import { initialMigration } from './migrations/001-initial';
import { shopFiltersIndexMigration } from './migrations/002-shop-filters-index';
import { tokenVersionMigration } from './migrations/003-token-version';
import { idempotencyKeysMigration } from './migrations/004-idempotency-keys';
import { ordersToTheEndMigration } from './migrations/006-orders-to-the-end';
import { idempotencyClaimOwnerMigration } from './migrations/007-idempotency-claim-owner';
import { currencyRatesAndShipsToMigration } from './migrations/008-currency-rates-and-ships-to';

function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '001-initial': initialMigration(handle.dialect),
    '002-shop-filters-index': shopFiltersIndexMigration,
    '003-token-version': tokenVersionMigration,
    '004-idempotency-keys': idempotencyKeysMigration,
    '006-orders-to-the-end': ordersToTheEndMigration(handle.dialect),
    '007-idempotency-claim-owner': idempotencyClaimOwnerMigration,
    '008-currency-rates-and-ships-to': currencyRatesAndShipsToMigration(handle.dialect),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const migrator = new Migrator({ db: handle.db, provider, migrationTableSchema: await currentPgSchema(handle) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${cause.message}`, { cause });
  }
}

/**
 * PostgreSQL: the schema this connection works in. Without it Kysely looks for its migration
 * tables in every schema of the database, finds another schema's (e.g. a parallel test file's)
 * and then fails on its own missing lock table.
 */
async function currentPgSchema(handle: DatabaseHandle): Promise<string | undefined> {
  if (handle.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(handle.db);
  return rows[0]?.schema ?? undefined;
}
