/**
 * Configuration from the environment, validated once at start. Every problem is reported together
 * in one error, naming the variable, what it must be and what it was. Each variable, its type, its
 * default and its checks are listed once, in environment.ts; here are the rules between variables
 * and the Config the rest of the API sees.
 */
import path from 'node:path';
import { readEnvironment, type Env, type Environment, type EnvironmentReader } from './environment';

export { MIN_JWT_SECRET_LENGTH } from './environment';

/** What the API runs with. Each field comes from the variable named beside it (its meaning and default: environment.ts). */
export interface Config {
  port: number; // PORT
  host: string; // HOST
  /** DATA_DIR, made absolute. */
  dataDir: string;
  /** DATABASE_URL; null: SQLite under dataDir. */
  databaseUrl: string | null;
  /** JWT_SECRET; null means "generate once and keep it in dataDir". */
  jwtSecret: string | null;
  corsOrigins: string[]; // CORS_ORIGINS
  seedDemo: boolean; // SEED_DEMO
  logLevel: Environment['LOG_LEVEL'];
  // ----- hardening (docs/operations.md) -----
  /** TRUST_PROXY; false: the client address is the connection's. */
  trustProxy: false | string[];
  passwordHashConcurrency: number; // PASSWORD_HASH_CONCURRENCY
  passwordHashMaxWaitMs: number; // PASSWORD_HASH_MAX_WAIT_MS
  instanceId: string; // INSTANCE_ID
  shutdownDrainMs: number; // SHUTDOWN_DRAIN_MS
  requestTimeoutMs: number; // REQUEST_TIMEOUT_MS
  headersTimeoutMs: number; // HEADERS_TIMEOUT_MS
  facetsTimeoutMs: number; // FACETS_TIMEOUT_MS
  searchThreads: number; // SEARCH_THREADS
  searchAnswersKept: number; // SEARCH_ANSWERS_KEPT
  // ----- scale-out (docs/scale-out.md) -----
  /** REDIS_URL; null: in-process (one instance). */
  redisUrl: string | null;
  redisKeyPrefix: string; // REDIS_KEY_PREFIX
  /** Where pictures are kept: DATA_DIR/uploads (one machine) or an S3-compatible bucket (every instance). */
  storage: StorageConfig;
}

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string; // S3_BUCKET
      /** S3_ENDPOINT; null: AWS S3 itself. */
      endpoint: string | null;
      region: string; // S3_REGION
      forcePathStyle: boolean; // S3_FORCE_PATH_STYLE
    };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration; throws one ConfigError listing every problem. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const read = readEnvironment(env);
  const base = {
    port: read.get('PORT'),
    host: read.get('HOST'),
    dataDir: path.resolve(cwd, read.get('DATA_DIR')),
    databaseUrl: read.get('DATABASE_URL') ?? null,
    jwtSecret: read.get('JWT_SECRET') ?? null,
    // An origin given with a trailing slash is the origin.
    corsOrigins: read.get('CORS_ORIGINS').map((origin) => origin.replace(/\/$/, '')),
    seedDemo: read.get('SEED_DEMO'),
    logLevel: read.get('LOG_LEVEL'),
  };
  // Several instances share a PostgreSQL database; each would otherwise make its own secret and
  // refuse the others' tokens.
  if (base.databaseUrl !== null && base.jwtSecret === null && !read.problems.some((p) => p.startsWith('JWT_SECRET'))) {
    read.problems.push('JWT_SECRET is required with DATABASE_URL: every API instance on the database must sign and check tokens with the same secret (at least 32 characters)');
  }
  const config: Config = { ...base, ...hardening(read), ...scaleOut(read) };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

// ----- hardening (docs/operations.md) -----
function hardening(read: EnvironmentReader) {
  const settings = {
    trustProxy: read.get('TRUST_PROXY') ?? (false as const),
    passwordHashConcurrency: read.get('PASSWORD_HASH_CONCURRENCY'),
    passwordHashMaxWaitMs: read.get('PASSWORD_HASH_MAX_WAIT_MS'),
    instanceId: read.get('INSTANCE_ID'),
    shutdownDrainMs: read.get('SHUTDOWN_DRAIN_MS'),
    requestTimeoutMs: read.get('REQUEST_TIMEOUT_MS'),
    headersTimeoutMs: read.get('HEADERS_TIMEOUT_MS'),
    facetsTimeoutMs: read.get('FACETS_TIMEOUT_MS'),
    searchThreads: read.get('SEARCH_THREADS'),
    searchAnswersKept: read.get('SEARCH_ANSWERS_KEPT'),
  };
  const { headersTimeoutMs, requestTimeoutMs } = settings;
  if (headersTimeoutMs > requestTimeoutMs) read.problems.push(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  return settings;
}

// ----- scale-out (docs/scale-out.md) -----
function scaleOut(read: EnvironmentReader) {
  return { redisUrl: read.get('REDIS_URL') ?? null, redisKeyPrefix: read.get('REDIS_KEY_PREFIX'), storage: storage(read) };
}

/**
 * S3_BUCKET chooses the S3-compatible driver; the other S3 settings without it are refused (they
 * would be ignored). Credentials are not read here: the AWS SDK takes them from its standard
 * sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
function storage(read: EnvironmentReader): StorageConfig {
  if (!read.isSet('S3_BUCKET')) {
    const others = (['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const).filter((name) => read.isSet(name));
    if (others.length > 0) read.problems.push(`${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to keep pictures in a bucket, or unset them to keep pictures in DATA_DIR`);
    return { driver: 'local' };
  }
  return {
    driver: 's3',
    bucket: read.get('S3_BUCKET') ?? '',
    endpoint: read.get('S3_ENDPOINT') ?? null,
    region: read.get('S3_REGION'),
    forcePathStyle: read.get('S3_FORCE_PATH_STYLE'),
  };
}
