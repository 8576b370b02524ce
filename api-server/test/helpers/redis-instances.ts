/**
 * API instances that share a Redis of the suite's own, as a deployment with REDIS_URL runs them:
 * the Redis starts before the instances and stops after the suite (the machine's Redis is never
 * touched). Call inside a describe, after checking redisInstancesSkipped.
 */
import type { LoginRateLimit } from '../../src/plugins/rate-limit';
import { PG_SKIPPED_TITLE, TEST_DATABASE_URL, type DatabaseKind } from './database';
import { setupInstances, type Instances } from './instances';
import { REDIS_SKIPPED_TITLE, startTestRedis, type TestRedis } from './redis-server';

/** Why such a suite on `kind` cannot run here (to say as a skipped test), or null. */
export function redisInstancesSkipped(kind: DatabaseKind): string | null {
  if (kind === 'postgres' && !TEST_DATABASE_URL) return PG_SKIPPED_TITLE;
  return REDIS_SKIPPED_TITLE;
}

export interface RedisInstancesOptions {
  count: number;
  /** REDIS_KEY_PREFIX, so suites running at once on the machine keep apart. */
  keyPrefix: string;
  loginRateLimit?: LoginRateLimit;
}

export interface RedisInstances {
  instances: Instances;
  /** The suite's Redis (usable in tests and hooks): stop it for an outage, start it again. */
  redis: TestRedis;
}

export function setupRedisInstances(kind: DatabaseKind, { count, keyPrefix, loginRateLimit }: RedisInstancesOptions): RedisInstances {
  let started: TestRedis | undefined;
  const current = (): TestRedis => {
    if (!started) throw new Error("The suite's Redis is not running yet: use it inside a test or a hook");
    return started;
  };
  const redis: TestRedis = {
    get url() {
      return current().url;
    },
    get port() {
      return current().port;
    },
    stop: () => current().stop(),
    start: () => current().start(),
  };
  beforeAll(async () => {
    started = await startTestRedis();
  });
  afterAll(async () => {
    await started?.stop();
  });
  const instances = setupInstances(kind, { count, loginRateLimit, env: () => ({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: keyPrefix }) });
  return { instances, redis };
}
