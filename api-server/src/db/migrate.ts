/** Brings the schema up to date at start (PostgreSQL: under Kysely's migration lock, so several instances may start at once). */
import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, DialectName } from './connect';
import type { Database } from './types';
import { initialMigration } from './migrations/001-initial';
import { shopFiltersIndexMigration } from './migrations/002-shop-filters-index';
import { tokenVersionMigration } from './migrations/003-token-version';
import { idempotencyKeysMigration } from './migrations/004-idempotency-keys';
import { orderCancellationDailySalesNotificationsMigration } from './migrations/006-order-cancellation-daily-sales-notifications';
import { idempotencyClaimOwnerMigration } from './migrations/007-idempotency-claim-owner';
import { currencyRatesAndShipsToMigration } from './migrations/008-currency-rates-and-ships-to';
import { reviewsReportsOperatorsMigration } from './migrations/009-reviews-reports-operators';
import { searchFoldingMigration } from './migrations/010-search-folding';
import { searchWordsMigration } from './migrations/011-search-words';
import { notificationsPlacedAtCommitMigration } from './migrations/012-notifications-placed-at-commit';
import { placeOrderAsReadMigration } from './migrations/013-place-order-as-read';
import { searchFilterDocsMigration } from './migrations/014-search-filter-docs';
import { storeNameTrigramsMigration } from './migrations/015-store-name-trigrams';
import { facetKeysByProductMigration } from './migrations/016-facet-keys-by-product';
import { storeNameTrigramsSqliteMigration } from './migrations/017-store-name-trigrams-sqlite';
import { facetKeysInSearchDocsMigration } from './migrations/018-facet-keys-in-search-docs';
import { nearNameWordsMigration } from './migrations/019-near-name-words';
import { catalogueVersionMigration } from './migrations/020-catalogue-version';
import { orderNoticeInItsCallMigration } from './migrations/021-order-notice-in-its-call';
import { placeOrdersTogetherMigration } from './migrations/022-place-orders-together';
import { takenDownProductsMigration } from './migrations/023-taken-down-products';

function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '001-initial': initialMigration(handle.dialect),
    '002-shop-filters-index': shopFiltersIndexMigration,
    '003-token-version': tokenVersionMigration,
    '004-idempotency-keys': idempotencyKeysMigration,
    '006-order-cancellation-daily-sales-notifications': orderCancellationDailySalesNotificationsMigration(handle.dialect),
    '007-idempotency-claim-owner': idempotencyClaimOwnerMigration,
    '008-currency-rates-and-ships-to': currencyRatesAndShipsToMigration(handle.dialect),
    '009-reviews-reports-operators': reviewsReportsOperatorsMigration(handle.dialect),
    '010-search-folding': searchFoldingMigration(handle.dialect),
    '011-search-words': searchWordsMigration(handle.dialect),
    '012-notifications-placed-at-commit': notificationsPlacedAtCommitMigration(handle.dialect),
    '013-place-order-as-read': placeOrderAsReadMigration(handle.dialect),
    '014-search-filter-docs': searchFilterDocsMigration(handle.dialect),
    '015-store-name-trigrams': storeNameTrigramsMigration(handle.dialect),
    '016-facet-keys-by-product': facetKeysByProductMigration(handle.dialect),
    '017-store-name-trigrams-sqlite': storeNameTrigramsSqliteMigration(handle.dialect),
    '018-facet-keys-in-search-docs': facetKeysInSearchDocsMigration(handle.dialect),
    '019-near-name-words': nearNameWordsMigration(handle.dialect),
    '020-catalogue-version': catalogueVersionMigration(handle.dialect),
    '021-order-notice-in-its-call': orderNoticeInItsCallMigration(handle.dialect),
    '022-place-orders-together': placeOrdersTogetherMigration(handle.dialect),
    '023-taken-down-products': takenDownProductsMigration,
  };
}

/** The migrations that come before `name` (tests bring a database to the schema a migration finds). */
export function migrationsBefore(handle: DatabaseHandle, name: string): Record<string, Migration> {
  return Object.fromEntries(Object.entries(migrationsFor(handle)).filter(([migration]) => migration < name));
}

/**
 * Migrations whose name changed, old name → new name. Kysely records each migration it ran by name
 * and refuses to start when a recorded name is missing from the list above, so a database that
 * recorded an old name has it rewritten to the new one before migrating (and does not run it again).
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '006-orders-to-the-end': '006-order-cancellation-daily-sales-notifications',
};

/** Runs the migrations not yet run; on PostgreSQL on a connection of their own, without the requests' statement limits. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const db = handle.openMigrationConnection?.() ?? handle.db;
  try {
    await migrateOn(db, handle);
  } finally {
    if (db !== handle.db) await db.destroy();
  }
}

async function migrateOn(db: Kysely<Database>, handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const schema = await currentPgSchema(db, handle.dialect);
  await renameRecordedMigrations(db, handle.dialect, schema);
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${cause.message}`, { cause });
  }
}

/**
 * Rewrites the recorded names of RENAMED_MIGRATIONS in Kysely's migration table, when the table
 * exists (a new database has none yet). Idempotent, so several instances starting at once may all
 * run it.
 */
async function renameRecordedMigrations(db: Kysely<Database>, dialect: DialectName, schema: string | undefined): Promise<void> {
  const exists =
    dialect === 'postgres'
      ? sql<{ found: number }>`SELECT 1 AS found FROM information_schema.tables WHERE table_schema = ${schema ?? 'public'} AND table_name = ${DEFAULT_MIGRATION_TABLE}`
      : sql<{ found: number }>`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ${DEFAULT_MIGRATION_TABLE}`;
  if ((await exists.execute(db)).rows.length === 0) return;
  const table = sql.table(schema ? `${schema}.${DEFAULT_MIGRATION_TABLE}` : DEFAULT_MIGRATION_TABLE);
  for (const [oldName, newName] of Object.entries(RENAMED_MIGRATIONS)) {
    await sql`UPDATE ${table} SET name = ${newName} WHERE name = ${oldName}`.execute(db);
  }
}

/**
 * PostgreSQL: the schema this connection works in. Without it Kysely looks for its migration
 * tables in every schema of the database, finds another schema's (e.g. a parallel test file's)
 * and then fails on its own missing lock table.
 */
async function currentPgSchema(db: Kysely<Database>, dialect: DialectName): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}
