/**
 * Configuration from the environment, validated once at start. Every problem is reported together
 * in one error, naming the variable, what it must be and what it was.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

const DEFAULT_CORS_ORIGINS = [8080, 8081, 8082].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const MIN_JWT_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws one ConfigError listing every problem. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };

  let port = 4000;
  const rawPort = value('PORT');
  if (rawPort !== undefined) {
    const parsed = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || parsed < 1 || parsed > 65535) problems.push(`PORT must be a whole number from 1 to 65535, got "${rawPort}"`);
    else port = parsed;
  }

  const host = value('HOST') ?? '0.0.0.0';

  const dataDir = path.resolve(cwd, value('DATA_DIR') ?? './data');

  let databaseUrl: string | null = null;
  const rawDatabaseUrl = value('DATABASE_URL');
  if (rawDatabaseUrl !== undefined) {
    try {
      const url = new URL(rawDatabaseUrl);
      if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error('protocol');
      databaseUrl = rawDatabaseUrl;
    } catch {
      problems.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/dbname (leave it unset to use SQLite in DATA_DIR)');
    }
  }

  let jwtSecret: string | null = null;
  const rawSecret = env.JWT_SECRET;
  if (rawSecret !== undefined && rawSecret !== '') {
    if (rawSecret.length < MIN_JWT_SECRET_LENGTH) problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (leave it unset to have one generated and kept in DATA_DIR)`);
    else jwtSecret = rawSecret;
  }

  let corsOrigins = DEFAULT_CORS_ORIGINS;
  const rawOrigins = value('CORS_ORIGINS');
  if (rawOrigins !== undefined) {
    corsOrigins = [];
    for (const entry of rawOrigins.split(',').map((s) => s.trim()).filter(Boolean)) {
      try {
        const url = new URL(entry);
        if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '')) throw new Error('not an origin');
        corsOrigins.push(url.origin);
      } catch {
        problems.push(`CORS_ORIGINS must be a comma-separated list of origins such as https://shop.example.com, got "${entry}"`);
      }
    }
  }

  const seedDemo = parseBoolean('SEED_DEMO', value('SEED_DEMO'), false, problems);

  let logLevel: Config['logLevel'] = 'info';
  const rawLevel = value('LOG_LEVEL');
  if (rawLevel !== undefined) {
    if ((LOG_LEVELS as readonly string[]).includes(rawLevel)) logLevel = rawLevel as Config['logLevel'];
    else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${rawLevel}"`);
  }

  // ----- hardening (docs/operations.md) -----
  // Several instances share a PostgreSQL database; each would otherwise make its own secret and
  // refuse the others' tokens.
  if (databaseUrl !== null && jwtSecret === null && !problems.some((p) => p.startsWith('JWT_SECRET'))) {
    problems.push('JWT_SECRET is required with DATABASE_URL: every API instance on the database must sign and check tokens with the same secret (at least 32 characters)');
  }
  const trustProxy = parseTrustProxy(value('TRUST_PROXY'), problems);
  const passwordHashConcurrency = parseWholeNumber('PASSWORD_HASH_CONCURRENCY', value('PASSWORD_HASH_CONCURRENCY'), 2, 1, 64, problems);
  const passwordHashMaxWaitMs = parseWholeNumber('PASSWORD_HASH_MAX_WAIT_MS', value('PASSWORD_HASH_MAX_WAIT_MS'), 1000, 50, 30_000, problems);
  let instanceId = value('INSTANCE_ID') ?? `${os.hostname().slice(0, 40)}-${randomBytes(4).toString('hex')}`;
  if (!/^[A-Za-z0-9._:-]{1,64}$/.test(instanceId)) {
    problems.push(`INSTANCE_ID must be 1–64 letters, digits, ".", "_", ":" or "-", got "${instanceId}"`);
    instanceId = 'invalid';
  }
  const shutdownDrainMs = parseWholeNumber('SHUTDOWN_DRAIN_MS', value('SHUTDOWN_DRAIN_MS'), 500, 0, 8000, problems);
  const requestTimeoutMs = parseWholeNumber('REQUEST_TIMEOUT_MS', value('REQUEST_TIMEOUT_MS'), 60_000, 1000, 3_600_000, problems);
  const headersTimeoutMs = parseWholeNumber('HEADERS_TIMEOUT_MS', value('HEADERS_TIMEOUT_MS'), 10_000, 1000, 3_600_000, problems);
  if (headersTimeoutMs > requestTimeoutMs) problems.push(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);

  // ----- scale-out (docs/scale-out.md) -----
  const redisUrl = parseRedisUrl(value('REDIS_URL'), problems);
  const redisKeyPrefix = value('REDIS_KEY_PREFIX') ?? 'marketplace:';
  if (!/^[A-Za-z0-9._:-]{1,64}$/.test(redisKeyPrefix)) problems.push(`REDIS_KEY_PREFIX must be 1–64 letters, digits, ".", "_", ":" or "-", got "${redisKeyPrefix}"`);
  const storage = parseStorage(value, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port, host, dataDir, databaseUrl, jwtSecret, corsOrigins, seedDemo, logLevel,
    trustProxy, passwordHashConcurrency, passwordHashMaxWaitMs, instanceId, shutdownDrainMs, requestTimeoutMs, headersTimeoutMs,
    redisUrl, redisKeyPrefix, storage,
  };
}

const PROXY_ADDRESS_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY names the proxies in front of the API. `true` (believe any X-Forwarded-For) is refused:
 * a client connecting directly could then claim any address and escape the per-address limits.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): false | string[] {
  if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) {
    problems.push(
      'TRUST_PROXY must name the proxies whose X-Forwarded-For is trusted, e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,loopback ("true" would let any client choose its own address)',
    );
    return false;
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isProxyAddress(entry)) problems.push(`TRUST_PROXY must be a comma-separated list of addresses, CIDR ranges or loopback / linklocal / uniquelocal, got "${entry}"`);
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_KEYWORDS.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function parseWholeNumber(name: string, raw: string | undefined, fallback: number, min: number, max: number, problems: string[]): number {
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (/^\d+$/.test(raw) && parsed >= min && parsed <= max) return parsed;
  problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return fallback;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  problems.push(`${name} must be true or false (or 1 / 0), got "${raw}"`);
  return fallback;
}

// ----- scale-out (docs/scale-out.md) -----
function parseRedisUrl(raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'redis:' || url.protocol === 'rediss:') return raw;
  } catch {
    // reported below
  }
  problems.push('REDIS_URL must be a Redis URL such as redis://host:6379 or rediss://user:password@host:6380/0 (leave it unset for one instance)');
  return null;
}

/**
 * S3_BUCKET chooses the S3-compatible driver. Credentials are not read here: the AWS SDK takes them
 * from its standard sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
function parseStorage(value: (name: string) => string | undefined, problems: string[]): StorageConfig {
  const bucket = value('S3_BUCKET');
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'].filter((name) => value(name) !== undefined);
  if (bucket === undefined) {
    if (others.length > 0) problems.push(`${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to keep pictures in a bucket, or unset them to keep pictures in DATA_DIR`);
    return { driver: 'local' };
  }
  // S3's bucket naming rules (3–63 lower-case letters, digits, dots and hyphens).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) problems.push(`S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, "." or "-"), got "${bucket}"`);
  let endpoint: string | null = null;
  const rawEndpoint = value('S3_ENDPOINT');
  if (rawEndpoint !== undefined) {
    try {
      const url = new URL(rawEndpoint);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      endpoint = rawEndpoint;
    } catch {
      problems.push(`S3_ENDPOINT must be an http(s) URL such as https://s3.example.com:9000, got "${rawEndpoint}"`);
    }
  }
  const region = value('S3_REGION') ?? value('AWS_REGION') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) problems.push(`S3_REGION must be a region name such as eu-west-1, got "${region}"`);
  const forcePathStyle = parseBoolean('S3_FORCE_PATH_STYLE', value('S3_FORCE_PATH_STYLE'), endpoint !== null, problems);
  return { driver: 's3', bucket, endpoint, region, forcePathStyle };
}
