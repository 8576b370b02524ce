/**
 * PostgreSQL: the migrations run on a connection of their own, without the requests' statement
 * limits (a migration that rebuilds a large table runs for minutes; a request's statement is stopped
 * after 5 s), in the same schema, and that connection is closed once they are done.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';
import type { Database } from '../types';
import { createPgSchema, dropPgSchema, PG_SKIPPED_TITLE, TEST_DATABASE_URL } from '../../../test/helpers/database';

jest.setTimeout(30_000);

const setting = async (db: Kysely<Database>, name: 'statement_timeout' | 'search_path') =>
  (await sql<Record<string, string>>`SELECT current_setting(${name}) AS value`.execute(db)).rows[0].value;

describe('the migrations\' connection [postgres]', () => {
  if (!TEST_DATABASE_URL) {
    it.skip(PG_SKIPPED_TITLE, () => undefined);
    return;
  }
  let schema: string;
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    schema = await createPgSchema();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-connection-'));
    handle = openDatabase({ databaseUrl: TEST_DATABASE_URL!, dataDir, pgSchema: schema, poolSize: 2, applicationName: `migration-connection-${schema}` });
  });

  afterAll(async () => {
    await handle.close();
    await dropPgSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no statement limit where the requests have one, in the same schema', async () => {
    const migrations = handle.openMigrationConnection!();
    try {
      expect(await setting(handle.db, 'statement_timeout')).toBe('5s');
      expect(await setting(migrations, 'statement_timeout')).toBe('0');
      expect(await setting(migrations, 'search_path')).toBe(await setting(handle.db, 'search_path'));
    } finally {
      await migrations.destroy();
    }
  });

  it('migrates the schema and leaves no connection of its own open', async () => {
    await migrateToLatest(handle);
    const tables = await sql<{ n: string }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = ${schema} AND table_name = 'product_search'`.execute(handle.db);
    expect(Number(tables.rows[0].n)).toBe(1);
    const open = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = ${`migration-connection-${schema}-migrations`}`.execute(handle.db);
    expect(Number(open.rows[0].n)).toBe(0);
  });
});
