/**
 * Tests one migration against SQLite and (when configured) PostgreSQL, on a database that holds
 * what was written before it:
 *
 *   describeMigrationOnEachDialect('011-search-words', 'migration 011 (...) on existing data', (t) => {
 *     beforeAll(async () => {
 *       await t.untypedDb.insertInto('stores').values({ ... }).execute();
 *       await migrateToLatest(t.database);
 *     });
 *     it('fills the word starts', async () => { const rows = await t.db.selectFrom('product_word_starts')...; });
 *   });
 *
 * Each dialect gets a fresh database (its own temporary DATA_DIR; PostgreSQL: its own schema),
 * migrated up to just before the named migration; the suite's own beforeAll runs after that.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect';
import { migrationsBefore } from '../../src/db/migrate';
import type { Database } from '../../src/db/types';
import { createPgSchema, dropPgSchema, PG_SKIPPED_TITLE, TEST_DATABASE_URL, type DatabaseKind } from './database';

// Suites share two cores with other work; the project's testTimeout does not reach per-project runs.
jest.setTimeout(30_000);

/** Rows of any table, any columns: the schema before a migration is not the one Database describes. */
export type UntypedDatabase = Kysely<Record<string, Record<string, unknown>>>;

export interface MigrationTestDatabase {
  readonly kind: DatabaseKind;
  /** The open database (for migrateToLatest, its dialect). */
  readonly database: DatabaseHandle;
  /** database.db, typed for the latest schema. */
  readonly db: Kysely<Database>;
  /** The same connection, for writing rows in the schema before the migration. */
  readonly untypedDb: UntypedDatabase;
}

/**
 * Registers beforeAll/afterAll that open a fresh `kind` database and bring it to the schema just
 * before `migrationName`; the returned object is live once the suite's hooks and tests run.
 */
function setupDatabaseBefore(kind: DatabaseKind, migrationName: string): MigrationTestDatabase {
  let handle: DatabaseHandle | undefined;
  let dataDir = '';
  let pgSchema: string | undefined;

  const database = (): DatabaseHandle => {
    if (!handle) throw new Error('the database is only available inside a test');
    return handle;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `api-test-migration-${kind}-`));
    if (kind === 'postgres') pgSchema = await createPgSchema();
    const opened = openDatabase({ databaseUrl: kind === 'postgres' ? TEST_DATABASE_URL! : null, dataDir, pgSchema, poolSize: 2 });
    handle = opened;
    // Names compare as text, so a misspelt one would silently stop at another point of the list
    // (every name sorts before '\uffff': that asks for the whole list).
    if (!(migrationName in migrationsBefore(opened, '\uffff'))) throw new Error(`no migration named ${migrationName}`);
    // Without migrationTableSchema Kysely looks for its tables in every schema (a parallel file's too).
    const before = new Migrator({ db: opened.db, migrationTableSchema: pgSchema, provider: { getMigrations: async () => migrationsBefore(opened, migrationName) } });
    const { error } = await before.migrateToLatest();
    if (error) throw error;
  });

  afterAll(async () => {
    await handle?.close();
    handle = undefined;
    if (pgSchema) await dropPgSchema(pgSchema);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    kind,
    get database() {
      return database();
    },
    get db() {
      return database().db;
    },
    get untypedDb() {
      return database().db as unknown as UntypedDatabase;
    },
  };
}

/**
 * Runs `suite` once per database (SQLite always, PostgreSQL when TEST_DATABASE_URL is set), each
 * on a fresh database migrated up to just before `migrationName` (a key of migrate.ts's list).
 */
export function describeMigrationOnEachDialect(migrationName: string, title: string, suite: (t: MigrationTestDatabase) => void): void {
  describe.each(['sqlite', 'postgres'] as const)(`${title} [%s]`, (kind) => {
    if (kind === 'postgres' && !TEST_DATABASE_URL) {
      it.skip(PG_SKIPPED_TITLE, () => undefined);
      return;
    }
    suite(setupDatabaseBefore(kind, migrationName));
  });
}
