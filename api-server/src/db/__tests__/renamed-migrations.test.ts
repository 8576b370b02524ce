/** A database that recorded a migration under its old name (RENAMED_MIGRATIONS) migrates without running it again. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest, RENAMED_MIGRATIONS } from '../migrate';
import { initialMigration } from '../migrations/001-initial';
import { shopFiltersIndexMigration } from '../migrations/002-shop-filters-index';
import { tokenVersionMigration } from '../migrations/003-token-version';
import { idempotencyKeysMigration } from '../migrations/004-idempotency-keys';
import { orderCancellationDailySalesNotificationsMigration } from '../migrations/006-order-cancellation-daily-sales-notifications';
import { idempotencyClaimOwnerMigration } from '../migrations/007-idempotency-claim-owner';
import { createPgSchema, dropPgSchema, PG_SKIPPED_TITLE, TEST_DATABASE_URL } from '../../../test/helpers/database';

jest.setTimeout(30_000);

const recordedNames = async (handle: DatabaseHandle) =>
  (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(handle.db)).rows.map((r) => r.name);

describe.each(['sqlite', 'postgres'] as const)('renamed migrations [%s]', (kind) => {
  if (kind === 'postgres' && !TEST_DATABASE_URL) {
    it.skip(PG_SKIPPED_TITLE, () => undefined);
    return;
  }
  let dataDir: string;
  let schema: string | undefined;
  const handles: DatabaseHandle[] = [];

  const open = async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renamed-migrations-'));
    if (kind === 'postgres') schema = await createPgSchema();
    const handle = openDatabase({ databaseUrl: kind === 'postgres' ? TEST_DATABASE_URL! : null, dataDir, pgSchema: schema, poolSize: 2 });
    handles.push(handle);
    return handle;
  };

  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    if (schema) await dropPgSchema(schema);
    schema = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('treats the old recorded name as the new one, so the migration does not run twice', async () => {
    const handle = await open();
    // Every migration applied and recorded under the names an earlier version of the server used.
    const withOldNames = new Migrator({
      db: handle.db,
      migrationTableSchema: schema,
      provider: {
        getMigrations: async () => ({
          '001-initial': initialMigration(handle.dialect),
          '002-shop-filters-index': shopFiltersIndexMigration,
          '003-token-version': tokenVersionMigration,
          '004-idempotency-keys': idempotencyKeysMigration,
          '006-orders-to-the-end': orderCancellationDailySalesNotificationsMigration(handle.dialect),
          '007-idempotency-claim-owner': idempotencyClaimOwnerMigration,
        }),
      },
    });
    const { error } = await withOldNames.migrateToLatest();
    if (error) throw error;
    expect(await recordedNames(handle)).toContain('006-orders-to-the-end');

    // Running 006 again would fail (its columns and tables exist already); a missing name would too.
    await migrateToLatest(handle);
    await migrateToLatest(handle);
    const names = await recordedNames(handle);
    expect(names).toContain('006-order-cancellation-daily-sales-notifications');
    expect(names).not.toContain('006-orders-to-the-end');
    // Each migration recorded once: the six the old server ran and those added since.
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 6)).toEqual(['001-initial', '002-shop-filters-index', '003-token-version', '004-idempotency-keys', '006-order-cancellation-daily-sales-notifications', '007-idempotency-claim-owner']);
  });

  it('names only migrations that exist, and leaves a new database with the new names', async () => {
    const handle = await open();
    await migrateToLatest(handle);
    const names = await recordedNames(handle);
    for (const [oldName, newName] of Object.entries(RENAMED_MIGRATIONS)) {
      expect(names).toContain(newName);
      expect(names).not.toContain(oldName);
    }
  });
});
