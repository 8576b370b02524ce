/**
 * Builds the real app for a test file against SQLite and (when configured) PostgreSQL:
 *
 *   describeEachDatabase('products', (t) => {
 *     it('lists', async () => { const res = await t.app.inject({ method: 'GET', url: '/api/product/get/it/all' }); ... });
 *   });
 *
 * Each database gets its own temporary DATA_DIR (uploads, signing secret, SQLite file).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect';
import type { Database } from '../../src/db/types';
import type { LoginRateLimit } from '../../src/plugins/rate-limit';
import { SECRET_FILE_NAME } from '../../src/auth/secret';
import type { HasherOptions, PasswordCost } from '../../src/auth/passwords';
import { createPgSchema, dropPgSchema, PG_SKIPPED_TITLE, TEST_DATABASE_URL, type DatabaseKind } from './database';
import { createActors, type Actors } from './actors';

// Suites share two cores with other work; the project's testTimeout does not reach per-project runs.
jest.setTimeout(30_000);

/** Cheap hashing in tests (production uses argon2id at 19 MiB, 2 passes). */
export const TEST_PASSWORD_COST: PasswordCost = { memoryKiB: 256, passes: 1 };
/** Suites sign many accounts up at once on a shared machine: a generous wait for a hash. */
export const TEST_PASSWORD_HASHING: HasherOptions = { cost: TEST_PASSWORD_COST, maxWaitMs: 10_000 };
const RELAXED_LOGIN_LIMIT: LoginRateLimit = { perName: 10_000, perAddress: 10_000, windowMs: 60_000 };

export interface TestAppOptions {
  loginRateLimit?: LoginRateLimit;
  /** More environment for loadConfig (e.g. TRUST_PROXY); a function is read when the app is built. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Password hashing over TEST_PASSWORD_HASHING (cheap, patient). */
  passwordHashing?: HasherOptions;
}

export interface TestApp extends Actors {
  readonly kind: DatabaseKind;
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly dataDir: string;
  readonly config: Config;
  /** The database the app was given (a test may close it under the running app). */
  readonly database: DatabaseHandle;
  /** The signing secret kept in DATA_DIR. */
  secret(): Uint8Array;
  /** Closes the app and the database and builds both again on the same DATA_DIR / schema. */
  restart(): Promise<void>;
  /** Every file under DATA_DIR/uploads (relative paths), for "nothing was written" checks. */
  uploadedFiles(): string[];
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** Registers beforeAll/afterAll that build the app for `kind`; the returned object is live once tests run. */
export function setupTestApp(kind: DatabaseKind, options: TestAppOptions = {}): TestApp {
  let app: FastifyInstance | undefined;
  let handle: DatabaseHandle | undefined;
  let dataDir = '';
  let pgSchema: string | undefined;
  let config: Config | undefined;

  const start = async () => {
    handle = openDatabase({ databaseUrl: kind === 'postgres' ? TEST_DATABASE_URL! : null, dataDir, pgSchema, poolSize: 4, applicationName: pgSchema });
    app = await buildApp({
      config,
      database: handle,
      passwordHashing: { ...TEST_PASSWORD_HASHING, ...options.passwordHashing },
      loginRateLimit: options.loginRateLimit ?? RELAXED_LOGIN_LIMIT,
    });
    await app.ready();
  };
  const stop = async () => {
    await app?.close();
    // A test may have closed the database already (readiness checks).
    await handle?.close().catch(() => undefined);
    app = undefined;
    handle = undefined;
  };

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside a test`);
    return value;
  };

  const testApp = {
    kind,
    get app() {
      return need(app, 'app');
    },
    get db() {
      return need(app, 'app').db;
    },
    get dataDir() {
      return dataDir;
    },
    get config() {
      return need(config, 'config');
    },
    get database() {
      return need(handle, 'database');
    },
    secret: () => {
      const configured = need(config, 'config').jwtSecret;
      return new TextEncoder().encode(configured ?? fs.readFileSync(path.join(dataDir, SECRET_FILE_NAME), 'utf8').trim());
    },
    restart: async () => {
      await stop();
      await start();
    },
    uploadedFiles: () => listFiles(path.join(dataDir, 'uploads')),
  } as TestApp;
  Object.assign(testApp, createActors(() => need(app, 'app')));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `api-test-${kind}-`));
    if (kind === 'postgres') pgSchema = await createPgSchema();
    // PostgreSQL means several instances may share the database, so the secret must be configured.
    const postgres = kind === 'postgres' ? { DATABASE_URL: TEST_DATABASE_URL!, JWT_SECRET: randomBytes(32).toString('base64url') } : {};
    // Searches in the API's thread unless a test asks for search threads: a thread started from the
    // sources loads TypeScript through ts-node, a second or more per app (src/search/threads.ts).
    config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEARCH_THREADS: '0', ...postgres, ...(typeof options.env === 'function' ? options.env() : options.env) });
    await start();
  });

  afterAll(async () => {
    await stop();
    if (pgSchema) await dropPgSchema(pgSchema);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return testApp;
}

/** Runs `suite` once per database: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function describeEachDatabase(title: string, suite: (t: TestApp) => void, options: TestAppOptions = {}): void {
  describe.each(['sqlite', 'postgres'] as const)(`${title} [%s]`, (kind) => {
    if (kind === 'postgres' && !TEST_DATABASE_URL) {
      it.skip(PG_SKIPPED_TITLE, () => undefined);
      return;
    }
    suite(setupTestApp(kind, options));
  });
}
