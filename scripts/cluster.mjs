/**
 * The pieces of the multi-instance topology (docs/scale-out.md), shared by `npm run start:cluster`,
 * its e2e journey and the cluster benchmark: a PostgreSQL database of its own (created if missing),
 * an S3-compatible bucket (s3rver, in this process), a shared signing secret, the environment of
 * each API instance (its own empty DATA_DIR), and HAProxy's configuration (lib/haproxy.cjs): active
 * health checks on /api/ready, WebSocket-friendly timeouts, a retry on another instance for a
 * request that found one going away, and JSON error answers of its own.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const apiRequire = createRequire(path.join(path.dirname(new URL(import.meta.url).pathname), '../api-server/package.json'));

export const S3_BUCKET = 'marketplace-pictures';
/** s3rver accepts these fixed credentials; a real bucket gets its own through the AWS variables. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** Creates the database of `url` when the server does not have it yet. */
export async function ensureDatabase(url) {
  const pg = apiRequire('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name)) throw new Error(`CLUSTER_DATABASE_URL must name a database (letters, digits, _ or -), got "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
    return !rowCount;
  } finally {
    await client.end();
  }
}

/** Drops the database of `url` (the benchmark's and the e2e journey's own). */
export async function dropDatabase(url) {
  const pg = apiRequire('pg');
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Starts s3rver on `port` with the bucket, keeping its files in `directory`. */
export async function startS3({ port, directory }) {
  const S3rver = apiRequire('s3rver');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: S3_BUCKET }] });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** The signing secret every instance shares: JWT_SECRET, else one generated once into `stateDir`. */
export function sharedSecret(stateDir) {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(stateDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** A fresh, empty data directory for one instance: nothing an instance needs may live there. */
export const emptyDataDir = (name) => mkdtempSync(path.join(os.tmpdir(), `marketplace-${name}-`));

/** The environment of API instance `index` (1-based). */
export function instanceEnvironment({ index, port, dataDir, databaseUrl, secret, redisUrl, redisKeyPrefix, s3Endpoint, corsOrigins, seedDemo }) {
  return {
    PORT: String(port),
    // Only the load balancer reaches the instances, and only its X-Forwarded-For is believed.
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    INSTANCE_ID: `api-${index}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: secret,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    S3_BUCKET,
    S3_ENDPOINT: s3Endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    ...S3RVER_CREDENTIALS,
    CORS_ORIGINS: corsOrigins,
    SEED_DEMO: seedDemo ? '1' : '0',
    // Long enough for HAProxy's checks (two failures, 500 ms apart) to take the instance out before
    // its port closes; requests that still reach it meanwhile get 503 and are retried elsewhere.
    SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '3000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  };
}

// HAProxy's configuration and its JSON error answers live in lib/haproxy.cjs (the API's tests use them too).
const { haproxyBinary, haproxyConfig, writeHaproxyConfig } = require('./lib/haproxy.cjs');

export { haproxyBinary, haproxyConfig, require, writeHaproxyConfig };
