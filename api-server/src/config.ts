/**
 * Configuration from the environment, validated once at start. Every problem is reported together
 * in one error, naming the variable, what it must be and what it was. Each variable, its type, its
 * default and its checks are listed once, in environment.ts; here are the rules between variables
 * and the Config the rest of the API sees.
 */
import path from 'node:path';
import { readEnvironment, type Env, type EnvironmentReader } from './environment';

export { MIN_JWT_SECRET_LENGTH } from './environment';

export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds the SQLite database, the uploads and (when JWT_SECRET is unset) the signing secret. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl: string | null;
  /** Signing secret from JWT_SECRET; null means "generate once and keep it in dataDir". */
  jwtSecret: string | null;
  /** Exact origins a browser may call the API from. */
  corsOrigins: string[];
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  // ----- hardening (docs/operations.md) -----
  /**
   * The proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, or loopback / linklocal /
   * uniquelocal), or false: the client address is the connection's. Login limits key on it.
   */
  trustProxy: false | string[];
  /** Password hashes computed at once (argon2id holds 19 MiB each). */
  passwordHashConcurrency: number;
  /** Longest a sign-in waits for a password hash to start; beyond it, 503 at once. */
  passwordHashMaxWaitMs: number;
  /** Sent as X-Instance-Id on every answer: which instance answered, behind a load balancer. */
  instanceId: string;
  /** After SIGTERM, how long new requests (and readiness) get 503 before the port closes. */
  shutdownDrainMs: number;
  /** The whole request (headers and body) must arrive within this (408 otherwise). */
  requestTimeoutMs: number;
  /** The request's headers must arrive within this (408 otherwise). */
  headersTimeoutMs: number;
  // ----- scale-out (docs/scale-out.md) -----
  /** Redis for live-chat signals and shared rate limits across instances; null: in-process (one instance). */
  redisUrl: string | null;
  /** Prepended to every Redis key and channel, so several sites (or tests) can share one Redis. */
  redisKeyPrefix: string;
  /** Where pictures are kept: DATA_DIR/uploads (one machine) or an S3-compatible bucket (every instance). */
  storage: StorageConfig;
}

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      /** An S3-compatible service's URL (MinIO, Ceph, R2, …); null: AWS S3 itself. */
      endpoint: string | null;
      region: string;
      /** Bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted services need it. */
      forcePathStyle: boolean;
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
