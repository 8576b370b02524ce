/**
 * With REDIS_URL the sign-in limits are kept in Redis: a client sent to another instance (or
 * rotating through all of them) meets the same counters. Redis of the test's own.
 */
import { redisInstancesSkipped, setupRedisInstances } from '../../../test/helpers/redis-instances';

jest.setTimeout(60_000);

describe('sign-in limits shared by every instance through Redis [sqlite]', () => {
  const skipped = redisInstancesSkipped('sqlite');
  if (skipped) {
    it.skip(skipped, () => undefined);
    return;
  }
  const { instances, redis } = setupRedisInstances('sqlite', {
    count: 2,
    keyPrefix: `limits${process.pid}:`,
    loginRateLimit: { perName: 3, perNameAcrossAddresses: 4, perAddress: 5, windowMs: 60_000 },
  });
  const login = (instance: number, username: string, remoteAddress: string) =>
    instances.at(instance).app.inject({ method: 'POST', url: '/api/user/log', payload: { username, password: 'guessed password' }, remoteAddress });

  it('guessing one account while rotating instances: the fourth try is refused wherever it lands', async () => {
    const customer = await instances.signUpCustomer();
    for (let i = 0; i < 3; i++) expect((await login(i % 2, customer.username, '203.0.113.40')).statusCode).toBe(401);
    for (const instance of [0, 1]) {
      const res = await login(instance, customer.username, '203.0.113.40');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('password spraying across names and instances is counted once', async () => {
    for (let i = 0; i < 5; i++) expect((await login(i % 2, instances.uniqueName('spray'), '203.0.113.41')).statusCode).toBe(401);
    expect((await login(0, instances.uniqueName('spray'), '203.0.113.41')).statusCode).toBe(429);
    expect((await login(1, instances.uniqueName('spray'), '203.0.113.41')).statusCode).toBe(429);
  });

  it('guessing one account from many addresses and instances is counted once; the owner\'s address still signs in', async () => {
    const customer = await instances.signUpCustomer();
    const ownerSignIn = await instances.at(0).app.inject({ method: 'POST', url: '/api/user/log', payload: { username: customer.username, password: customer.password }, remoteAddress: '203.0.113.60' });
    expect(ownerSignIn.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(i % 2, customer.username, `198.18.60.${i}`)).statusCode).toBe(401);
    expect((await login(1, customer.username, '198.18.60.99')).statusCode).toBe(429);
    const owner = await instances.at(1).app.inject({ method: 'POST', url: '/api/user/log', payload: { username: customer.username, password: customer.password }, remoteAddress: '203.0.113.60' });
    expect(owner.statusCode).toBe(200);
  });

  it('the counters are in Redis under the key prefix', async () => {
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    try {
      expect((await admin.keys(`limits${process.pid}:rate-limit:*`)).length).toBeGreaterThan(0);
    } finally {
      admin.disconnect();
    }
  });

  it('with Redis away, sign-in still answers (the limit is skipped, never a 500)', async () => {
    const customer = await instances.signUpCustomer();
    await redis.stop();
    try {
      const res = await instances.at(1).app.inject({ method: 'POST', url: '/api/user/log', payload: { username: customer.username, password: customer.password }, remoteAddress: '203.0.113.42' });
      expect(res.statusCode).toBe(200);
    } finally {
      await redis.start();
    }
  });
});
