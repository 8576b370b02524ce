/**
 * Opens the database: PostgreSQL when a URL is given, otherwise SQLite (WAL) in the data directory.
 * The rest of the code sees one Kysely<Database> and the dialect name for the few places
 * (the shop search) where the SQL differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import type { Database } from './types';
import { serveCommittedReads } from './committed-reads';
import { GroupCommitSqliteDialect, type GroupCommitFile } from './group-commit';
import { createMigrationPool, createResilientPool } from './postgres';
import { withRowObjects, type RowStatement } from './row-objects';
import { fold, vocabularyWords, wordStarts } from '../repositories/search-text';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Where connection errors are reported (the app's logger, once there is one). */
  setErrorLogger(log: ConnectionErrorLogger): void;
  /** SQLite: the database file, for other threads' read-only connections (search/threads.ts). */
  sqliteFile?: string;
  /**
   * PostgreSQL: a connection of its own for the migrations, without the requests' statement limits
   * (db/postgres.ts, createMigrationPool); the caller closes it. SQLite migrates on `db`.
   */
  openMigrationConnection?(): Kysely<Database>;
}

export type ConnectionErrorLogger = (error: Error, context: string) => void;

const logToStderr: ConnectionErrorLogger = (error, context) => process.stderr.write(`${context}: ${error.message}\n`);

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL only: the schema to work in (tests give each file its own); public by default. */
  pgSchema?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** PostgreSQL: the connections' application_name (tests tell their connections apart by it). */
  applicationName?: string;
}

export const SQLITE_FILE_NAME = 'marketplace.sqlite';
export const INSTANCE_LOCK_FILE_NAME = 'instance.lock';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `Another API instance is already running on DATA_DIR ${dataDir}: SQLite serves one process. ` +
        'Stop the other instance first, or run several instances on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * One process per SQLite data directory: an exclusive SQLite lock on a file of its own, held for
 * the life of the handle. The operating system drops it when the process dies, so a killed
 * instance never leaves a lock behind that blocks a restart.
 */
function lockDataDir(dataDir: string): () => void {
  const lock = new SqliteDatabase(path.join(dataDir, INSTANCE_LOCK_FILE_NAME));
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') throw new DataDirInUseError(dataDir);
    throw error;
  }
  return () => lock.close();
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openSqlite(options.dataDir);
}

function openSqlite(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let file: SqliteDatabase.Database;
  try {
    file = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
  } catch (error) {
    unlock();
    throw error;
  }
  file.pragma('journal_mode = WAL');
  // NORMAL keeps every commit across a killed process; FULL would add power-loss safety at a write cost.
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Reads through memory-mapped pages instead of a read() per page, and a 64 MB page cache instead
  // of SQLite's 2 MB: a search that tests a thousand scattered rows (the shop's filters) ran in 2.3 ms
  // instead of 3.8 at 1,000,000 products (docs/performance.md). The map is address space, not memory.
  file.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  file.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  registerSearchFunctions(file);
  const writer = withStatementCache(file);
  const db = new Kysely<Database>({ dialect: new GroupCommitSqliteDialect({ database: writer }, writer) });
  const sqliteFile = path.join(dataDir, SQLITE_FILE_NAME);
  const reader = openReadOnly(sqliteFile);
  serveCommittedReads(db, reader, { together: true });
  return {
    db,
    dialect: 'sqlite',
    sqliteFile,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      try {
        reader.close();
        await db.destroy();
      } finally {
        unlock();
      }
    },
    setErrorLogger: () => undefined,
  };
}

/** A read-only connection with the writer's read settings: the committed reads' (db/committed-reads.ts), a search thread's. */
function openReadOnly(file: string): SqliteDatabase.Database {
  const reader = new SqliteDatabase(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  reader.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  reader.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  registerSearchFunctions(reader);
  return reader;
}

/**
 * Another thread's connection to the SQLite database at `file`: read-only, committed data only (it
 * never sees a transaction of the writer's before its commit), the writer's read settings.
 */
export function openSqliteReader(file: string): { db: Kysely<Database>; close(): Promise<void> } {
  const connection = openReadOnly(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) });
  serveCommittedReads(db, connection);
  return { db, close: () => db.destroy() };
}

/** SQLite's memory map of the database file, at most. */
const SQLITE_MMAP_BYTES = 1024 ** 3;
/** SQLite's page cache, in KiB. */
const SQLITE_CACHE_KIB = 64 * 1024;

/**
 * The shop search's functions (repositories/search-text.ts). `search_fold(text)`: lower case without
 * accents; the search index's triggers and the products' name index call it (migration 010), so every
 * connection that writes products registers it (the bench's loader too: `registerSearchFunctions`).
 * `fold_contains(text, folded)`: whether `text`, folded so, contains `folded` (already folded by the
 * caller); the shop query tests rows with it where the trigram index does not serve. SQLite's own
 * LIKE and lower() fold ASCII only. `search_word_starts(name)` and `search_words_of(text)` feed the
 * word-start table and the vocabulary (migration 011).
 */
export function registerSearchFunctions(file: SqliteDatabase.Database): void {
  // Migration 011's triggers: a name's word starts and a text's words, as JSON arrays for json_each.
  file.function('search_word_starts', { deterministic: true }, (name: unknown) => JSON.stringify(typeof name === 'string' ? wordStarts(fold(name)) : []));
  file.function('search_words_of', { deterministic: true }, (text: unknown) => JSON.stringify(typeof text === 'string' ? vocabularyWords(fold(text)) : []));
  file.function('search_fold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? fold(text) : text));
  file.function('fold_contains', { deterministic: true }, (text: unknown, folded: unknown) =>
    typeof text === 'string' && typeof folded === 'string' && fold(text).includes(folded) ? 1 : 0,
  );
}

/**
 * Kysely's SQLite driver prepares every query anew; preparing took about a tenth of the server's
 * CPU on a product read in the benchmark (bench/api.mjs). One prepared statement per distinct SQL
 * text is kept and reused instead (least recently used dropped beyond `max`). Reuse is safe: the
 * driver runs one query at a time on its single connection, streams included. The group commit
 * (db/group-commit.ts) runs its own statements through the same cache.
 */
export function withStatementCache(file: SqliteDatabase.Database, max = 256): KyselySqliteDatabase & GroupCommitFile {
  const statements = new Map<string, RowStatement>();
  return {
    close: () => file.close(),
    get inTransaction() {
      return file.inTransaction;
    },
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text); // re-inserted below as the most recently used
      } else {
        statement = withRowObjects(file.prepare(text));
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * Settings every PostgreSQL session starts with. `pg_trgm.similarity_threshold`: the trigram
 * similarity pg_trgm's `%` asks of a vocabulary word near a mistyped one
 * (repositories/search-vocabulary.ts); at the default 0.3 a four-letter word with one letter wrong
 * (`bkue`, `blue`: 0.25) is not near. Set per session, it costs the lookup no statements of its own.
 */
export const POSTGRES_SESSION_SETTINGS = ['-c pg_trgm.similarity_threshold=0.2'];

function openPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const schema = options.pgSchema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name "${schema}"`);
  let log = logToStderr;
  const settings = {
    connectionString: url,
    options: [...(schema ? [`-c search_path=${schema},public`] : []), ...POSTGRES_SESSION_SETTINGS].join(' '),
    applicationName: options.applicationName,
  };
  const pool = createResilientPool({ ...settings, max: options.poolSize ?? 10, onError: (error, context) => log(error, context) });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
    setErrorLogger: (logger) => {
      log = logger;
    },
    openMigrationConnection: () => new Kysely<Database>({ dialect: new PostgresDialect({ pool: createMigrationPool(settings) }) }),
  };
}
