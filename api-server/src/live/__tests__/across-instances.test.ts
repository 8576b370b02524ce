/**
 * Live chat across instances through a Redis of the test's own (started, stopped and started
 * again on a free port; the machine's Redis is never touched): parties on different instances get
 * each other's messages, and a Redis outage loses none of them.
 */
import { Redis } from 'ioredis';
import { redisInstancesSkipped, setupRedisInstances } from '../../../test/helpers/redis-instances';
import { signInLive, type LiveClient } from '../../../test/helpers/live-client';
import type { Customer, Seller } from '../../../test/helpers/actors';

jest.setTimeout(90_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(['sqlite', 'postgres'] as const)('live chat across instances over Redis [%s]', (kind) => {
  const skipped = redisInstancesSkipped(kind);
  if (skipped) {
    it.skip(skipped, () => undefined);
    return;
  }
  const { instances, redis } = setupRedisInstances(kind, { count: 3, keyPrefix: `t${process.pid}:` });

  let store: Seller;
  let customer: Customer;
  const clients: LiveClient[] = [];
  beforeAll(async () => {
    store = await instances.signUpStore();
    customer = await instances.signUpCustomer();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.socket.terminate();
  });

  const signIn = async (instance: number, who: { token: string }, lastMessageId?: number) => {
    const { client, ready } = await signInLive(instances.at(instance).wsUrl, who.token, lastMessageId);
    clients.push(client);
    return { client, ready };
  };
  const send = async (instance: number, who: Customer | Seller, msg: string) => {
    const res = await fetch(`${instances.at(instance).url}/api/msg/add/${store.store_name}/and/${customer.username}`, {
      method: 'POST',
      headers: { ...who.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ msg }),
    });
    return { status: res.status, body: (await res.json()) as { message_id: number; msg: string } };
  };
  const texts = async (client: LiveClient, count: number, ms: number) => {
    const got: string[] = [];
    for (let i = 0; i < count; i++) got.push(((await client.next(ms)) as { message: { msg: string } }).message.msg);
    return got;
  };

  it('delivers between parties on different instances, both ways, through one subscriber connection per process', async () => {
    const { client: customerSocket } = await signIn(0, customer);
    const { client: customerTab } = await signIn(0, customer);
    const { client: storeSocket } = await signIn(1, store);
    await signIn(1, store);

    const question = await send(2, customer, 'Do you ship to Lyon?');
    expect(question.status).toBe(201);
    expect(await storeSocket.next()).toMatchObject({ type: 'message', message: question.body });
    expect(await customerSocket.next()).toMatchObject({ message: question.body });
    expect(await customerTab.next()).toMatchObject({ message: question.body });
    const answer = await send(1, store, 'Yes, in 3 days.');
    expect(await customerSocket.next()).toMatchObject({ message: answer.body });

    const admin = new Redis(redis.url);
    try {
      const connections = String(await admin.client('LIST')).split('\n').filter((line) => / name=marketplace-api-live /.test(` ${line} `));
      expect(connections).toHaveLength(3); // four sockets, three instances, three subscribers
    } finally {
      admin.disconnect();
    }
  });

  it('a client that reconnects to another instance resumes after the last id it saw', async () => {
    const first = await signIn(0, customer);
    const seen = first.ready.last_message_id;
    first.client.socket.terminate();
    const missed = [(await send(2, store, 'while you were away 1')).body, (await send(2, store, 'while you were away 2')).body];
    const again = await signIn(1, customer, seen);
    expect(again.ready.last_message_id).toBe(seen);
    expect(await texts(again.client, 2, 3000)).toEqual(missed.map((m) => m.msg));
  });

  it('Redis down for 10 s: sending still succeeds, readiness names Redis, and once it is back every message arrives once, in order', async () => {
    const { client: customerSocket } = await signIn(0, customer);
    const { client: storeSocket } = await signIn(1, store);

    await redis.stop();
    const sent: string[] = [];
    const started = Date.now();
    for (let i = 0; Date.now() - started < 10_000; i++) {
      const who = i % 2 ? store : customer;
      const res = await send(2, who, `during the outage ${i}`);
      expect(res.status).toBe(201);
      sent.push(res.body.msg);
      await sleep(400);
    }
    const ready = await fetch(`${instances.at(0).url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { database: 'ok', redis: 'down' } });

    await redis.start();
    // Delivery resumes within 5 s of Redis returning, and the resume fills the gap.
    expect(await texts(customerSocket, sent.length, 5000)).toEqual(sent);
    expect(await texts(storeSocket, sent.length, 5000)).toEqual(sent);
    const after = await send(2, customer, 'after the outage');
    expect(await texts(storeSocket, 1, 5000)).toEqual([after.body.msg]);
    expect(await texts(customerSocket, 1, 5000)).toEqual([after.body.msg]);
    await sleep(200);
    expect(customerSocket.pending()).toEqual([]);
    expect(storeSocket.pending()).toEqual([]);
    expect((await fetch(`${instances.at(0).url}/api/ready`)).status).toBe(200);
  });
});
