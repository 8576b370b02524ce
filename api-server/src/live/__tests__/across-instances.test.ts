/**
 * Live chat across instances through a Redis of the test's own (started, stopped and started
 * again on a free port; the machine's Redis is never touched): parties on different instances get
 * each other's messages, and a Redis outage loses none of them.
 */
import { Redis } from 'ioredis';
import { redisInstancesSkipped, setupRedisInstances } from '../../../test/helpers/redis-instances';
import { signInLive, type LiveClient } from '../../../test/helpers/live-client';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { createOperator } from '../../operator/repository';

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

  it("an operator's suspension on one instance closes the store's live sockets on every other instance", async () => {
    const suspended = await instances.signUpStore();
    const bystander = await instances.signUpStore();
    const sockets = [(await signIn(0, suspended)).client, (await signIn(1, suspended)).client];
    const bystanderSocket = (await signIn(1, bystander)).client;
    const closedWithin = (client: LiveClient, ms = 5000) => Promise.race([client.closed, sleep(ms).then(() => 'still open')]);

    const app = instances.at(2).app;
    await createOperator(app.db, { operator_name: `op_${process.pid}_${kind}`, password_hash: await app.passwords.hash('operator secret 1') });
    const login = await fetch(`${instances.at(2).url}/api/operator/log`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operator_name: `op_${process.pid}_${kind}`, password: 'operator secret 1' }),
    });
    const { token } = (await login.json()) as { token: string };
    const suspend = await fetch(`${instances.at(2).url}/api/operator/store/suspend`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ store_id: suspended.store_id, reason: 'Fraud' }),
    });
    expect(suspend.status).toBe(200);
    for (const socket of sockets) expect(await closedWithin(socket)).toEqual({ code: 4401, reason: 'This store is suspended; please sign in again to see why' });
    expect(await closedWithin(bystanderSocket, 300)).toBe('still open');
  });

  it('a password change on one instance closes the live sockets of older tokens on every instance (4401, sign in again)', async () => {
    // Its own accounts: the others' tokens stay valid for the tests after this one.
    const changing = await instances.signUpCustomer();
    const changingStore = await instances.signUpStore();
    const sockets = [(await signIn(0, changing)).client, (await signIn(1, changing)).client];
    const storeSockets = [(await signIn(0, changingStore)).client, (await signIn(2, changingStore)).client];
    const closedWithin = (client: LiveClient, ms = 5000) =>
      Promise.race([client.closed, sleep(ms).then(() => 'still open')]);

    const changed = await fetch(`${instances.at(2).url}/api/user/update`, {
      method: 'PATCH',
      headers: { ...changing.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'a brand new secret' }),
    });
    expect(changed.status).toBe(200);
    for (const socket of sockets) expect(await closedWithin(socket)).toEqual({ code: 4401, reason: 'Your password was changed; please sign in again' });
    // The store's sockets heard nothing of it.
    expect(await closedWithin(storeSockets[0], 300)).toBe('still open');

    const form = new FormData();
    form.set('store_name', changingStore.store_name);
    form.set('full_location', changingStore.full_location);
    form.set('password', 'another store secret');
    const storeChanged = await fetch(`${instances.at(1).url}/api/store/update`, { method: 'PATCH', headers: changingStore.auth, body: form });
    expect(storeChanged.status).toBe(200);
    for (const socket of storeSockets) expect(await closedWithin(socket)).toEqual({ code: 4401, reason: 'Your password was changed; please sign in again' });

    // The tokens the changes answered with sign in on any instance.
    const fresh = await signIn(1, { token: ((await changed.json()) as { token: string }).token });
    expect(fresh.ready.type).toBe('ready');
  });

  it('Redis down for 10 s: sending still succeeds, readiness stays 200 naming Redis down, and once it is back every message arrives once, in order', async () => {
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
    // Redis is every instance's: each stays in rotation, naming it down.
    const ready = await fetch(`${instances.at(0).url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'down' } });

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
    expect(await (await fetch(`${instances.at(0).url}/api/ready`)).json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
  });
});
