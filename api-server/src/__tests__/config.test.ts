import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

describe('configuration from the environment', () => {
  it('has defaults: port 4000, ./data, SQLite, generated secret, local front-end origins', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({ port: 4000, host: '0.0.0.0', dataDir: path.resolve('/srv/app/data'), databaseUrl: null, jwtSecret: null, seedDemo: false, logLevel: 'info' });
    expect(config.corsOrigins).toContain('http://localhost:8080');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8000', HOST: '127.0.0.1', DATA_DIR: '/var/lib/shop', DATABASE_URL: 'postgres://u:p@db:5432/shop', JWT_SECRET: 's'.repeat(40),
      CORS_ORIGINS: 'https://shop.example.com, https://admin.example.com', SEED_DEMO: 'true', LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8000, host: '127.0.0.1', dataDir: '/var/lib/shop', databaseUrl: 'postgres://u:p@db:5432/shop', jwtSecret: 's'.repeat(40),
      corsOrigins: ['https://shop.example.com', 'https://admin.example.com'], seedDemo: true, logLevel: 'warn',
    });
  });

  it('reports every problem at once, naming the variable and the bad value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', CORS_ORIGINS: 'not a url', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/PORT must be a whole number from 1 to 65535, got "99999"/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must be a PostgreSQL URL/);
    expect(problems.join('\n')).toMatch(/JWT_SECRET must be at least 32 characters/);
    expect(problems.join('\n')).toMatch(/CORS_ORIGINS .* got "not a url"/);
    expect(problems.join('\n')).toMatch(/SEED_DEMO must be true or false/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL must be one of/);
  });

  it('TRUST_PROXY names the trusted proxies; "true" (any client could pick its address) is refused with the reason', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback,::1,fd00::/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback', '::1', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must name the proxies .* \("true" would let any client choose its own address\)/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY .* got "10.0.0.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/got "proxy.internal"/);
  });

  it('PASSWORD_HASH_CONCURRENCY is a small whole number (default 2)', () => {
    expect(loadConfig({}).passwordHashConcurrency).toBe(2);
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '4' }).passwordHashConcurrency).toBe(4);
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(/PASSWORD_HASH_CONCURRENCY must be a whole number from 1 to 64/);
  });

  it('SEARCH_THREADS is one per core by default, 0 to 16', () => {
    expect(loadConfig({}).searchThreads).toBe(Math.min(os.availableParallelism(), 16));
    expect(loadConfig({ SEARCH_THREADS: '0' }).searchThreads).toBe(0);
    expect(() => loadConfig({ SEARCH_THREADS: '17' })).toThrow(/SEARCH_THREADS must be a whole number from 0 to 16, got "17"/);
    expect(() => loadConfig({ SEARCH_THREADS: 'many' })).toThrow(/SEARCH_THREADS must be a whole number/);
  });

  it('PASSWORD_HASH_MAX_WAIT_MS bounds the wait for a password hash (default 1 s)', () => {
    expect(loadConfig({}).passwordHashMaxWaitMs).toBe(1000);
    expect(loadConfig({ PASSWORD_HASH_MAX_WAIT_MS: '400' }).passwordHashMaxWaitMs).toBe(400);
    expect(() => loadConfig({ PASSWORD_HASH_MAX_WAIT_MS: '10' })).toThrow(/PASSWORD_HASH_MAX_WAIT_MS must be a whole number from 50 to 30000/);
  });

  it('refuses DATABASE_URL without JWT_SECRET: instances sharing the database must share the secret', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop' })).toThrow(/JWT_SECRET is required with DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/shop', JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
  });

  it('INSTANCE_ID names the instance (generated per process otherwise); shutdown and request timeouts are read and checked', () => {
    expect(loadConfig({ INSTANCE_ID: 'api-2' }).instanceId).toBe('api-2');
    const generated = [loadConfig({}).instanceId, loadConfig({}).instanceId];
    expect(generated[0]).not.toBe(generated[1]);
    expect(() => loadConfig({ INSTANCE_ID: 'two words' })).toThrow(/INSTANCE_ID must be 1–64 letters/);
    expect(loadConfig({})).toMatchObject({ shutdownDrainMs: 500, requestTimeoutMs: 60_000, headersTimeoutMs: 10_000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '2000', REQUEST_TIMEOUT_MS: '30000', HEADERS_TIMEOUT_MS: '5000' })).toMatchObject({ shutdownDrainMs: 2000, requestTimeoutMs: 30_000, headersTimeoutMs: 5000 });
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '20000' })).toThrow(/SHUTDOWN_DRAIN_MS must be a whole number from 0 to 8000/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '9000' })).toThrow(/HEADERS_TIMEOUT_MS \(9000\) must not exceed REQUEST_TIMEOUT_MS/);
  });

  it('refuses an origin with a path', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://shop.example.com/app' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('scale-out configuration (Redis, S3-compatible pictures)', () => {
  it('defaults to one instance: no Redis, pictures in DATA_DIR', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: null, redisKeyPrefix: 'marketplace:', storage: { driver: 'local' } });
  });

  it('reads REDIS_URL, REDIS_KEY_PREFIX and the bucket (path style by default with an endpoint)', () => {
    const config = loadConfig({ REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'shop-eu:', S3_BUCKET: 'shop-pictures', S3_ENDPOINT: 'http://s3.internal:9000', S3_REGION: 'eu-west-1' });
    expect(config).toMatchObject({
      redisUrl: 'redis://cache:6379/2',
      redisKeyPrefix: 'shop-eu:',
      storage: { driver: 's3', bucket: 'shop-pictures', endpoint: 'http://s3.internal:9000', region: 'eu-west-1', forcePathStyle: true },
    });
    expect(loadConfig({ S3_BUCKET: 'shop-pictures', AWS_REGION: 'ap-south-1' }).storage).toEqual({ driver: 's3', bucket: 'shop-pictures', endpoint: null, region: 'ap-south-1', forcePathStyle: false });
  });

  it('names every bad value, and S3 settings without a bucket', () => {
    let error: unknown;
    try {
      loadConfig({ REDIS_URL: 'http://cache', REDIS_KEY_PREFIX: 'a b', S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://x', S3_FORCE_PATH_STYLE: 'sometimes' });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/REDIS_URL must be a Redis URL/);
    expect(problems).toMatch(/REDIS_KEY_PREFIX must be .* got "a b"/);
    expect(problems).toMatch(/S3_BUCKET must be a bucket name .* got "Bad_Bucket"/);
    expect(problems).toMatch(/S3_ENDPOINT must be an http\(s\) URL .* got "ftp:\/\/x"/);
    expect(problems).toMatch(/S3_FORCE_PATH_STYLE must be true or false/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://s3:9000' })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/);
  });
});
