/**
 * Three instances behind HAProxy (configured as `npm run start:cluster` does, scripts/lib/haproxy.cjs)
 * on one database, with a Redis and an S3 bucket of the test's own, stopped and started again (the
 * machine's services are never touched). A service every instance shares going away must not take
 * the instances out of rotation: through the balancer every call works (chat sends are accepted and
 * delivered once Redis is back, nothing lost), and without storage only pictures and uploads fail,
 * with the API's own 503 {msg, code}; without the database (PostgreSQL, cut off by a partition
 * proxy of the test's own) clients get the API's own 503 {msg} with Retry-After, not the
 * balancer's. HAProxy's own answers are JSON too.
 */
import net from 'node:net';
import { setupInstances } from '../../test/helpers/instances';
import { PG_SKIPPED_TITLE, TEST_DATABASE_URL, type DatabaseKind } from '../../test/helpers/database';
import { REDIS_SKIPPED_TITLE, startTestRedis, type TestRedis } from '../../test/helpers/redis-server';
import { startTestS3, type TestS3 } from '../../test/helpers/s3-server';
import { HAPROXY_SKIPPED_TITLE, startTestBalancer, type TestBalancer } from '../../test/helpers/haproxy';
import { signInLive, type LiveClient } from '../../test/helpers/live-client';
import { multipartPayload } from '../../test/helpers/multipart';
import { pngBytes } from '../../test/helpers/images';
import { freePort } from '../../test/helpers/server-process';
import { createPartitionProxy, type PartitionProxy } from '../../test/helpers/partition-proxy';
import type { Customer, Seller } from '../../test/helpers/actors';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const INSTANCE_IDS = ['instance-0', 'instance-1', 'instance-2'];
/** Long enough for HAProxy's checks (every 500 ms, two failures) to have taken out an instance whose readiness failed. */
const OUTAGE_MS = 5000;
const STORAGE_DOWN = {
  msg: 'The picture storage is not answering, so pictures cannot be stored or shown right now; please try again in a moment',
  code: 'storage_unavailable',
};

function skippedReason(kind: DatabaseKind): string | null {
  if (kind === 'postgres' && !TEST_DATABASE_URL) return PG_SKIPPED_TITLE;
  return HAPROXY_SKIPPED_TITLE ?? REDIS_SKIPPED_TITLE;
}

describe.each(['sqlite', 'postgres'] as const)('three instances behind HAProxy, a shared service stopped [%s]', (kind) => {
  const skipped = skippedReason(kind);
  if (skipped) {
    it.skip(skipped, () => undefined);
    return;
  }
  let redis: TestRedis;
  let s3: TestS3;
  let balancer: TestBalancer;
  /** PostgreSQL: the instances reach the database through it, so a test can cut them off. */
  let databaseLink: PartitionProxy | undefined;
  const savedEnv = { ...process.env };
  beforeAll(async () => {
    if (kind === 'postgres') databaseLink = await createPartitionProxy(Number(new URL(TEST_DATABASE_URL!).port || 5432), new URL(TEST_DATABASE_URL!).hostname);
    redis = await startTestRedis();
    s3 = await startTestS3();
    // The AWS SDK reads the credentials from the process environment, as in production.
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: s3.env.AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: s3.env.AWS_SECRET_ACCESS_KEY });
  });
  const instances = setupInstances(kind, {
    count: 3,
    env: () => ({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: `lb${process.pid}-${kind}:`, ...s3.env }),
    databaseUrl: () => {
      const url = new URL(TEST_DATABASE_URL!);
      url.host = `127.0.0.1:${databaseLink!.port}`;
      return url.toString();
    },
  });
  let store: Seller;
  let customer: Customer;
  let product: { product_id: number; img: string };
  beforeAll(async () => {
    balancer = await startTestBalancer(instances.all.map((instance, i) => ({ name: INSTANCE_IDS[i], url: instance.url })));
    await balancer.everyInstanceUp(INSTANCE_IDS);
    store = await instances.signUpStore();
    customer = await instances.signUpCustomer();
    product = await instances.addProduct(store);
  });
  afterAll(async () => {
    await balancer?.stop();
    await redis?.stop();
    await s3?.dispose();
    await databaseLink?.close();
    process.env = savedEnv;
  });

  const clients: LiveClient[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.socket.terminate();
  });

  /** A call through the balancer, with who answered it. */
  async function call(path: string, init: RequestInit = {}) {
    const res = await fetch(`${balancer.url}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, unknown>, instance: res.headers.get('x-instance-id') };
  }
  const json = (method: string, body: unknown, who?: { auth: { authorization: string } }): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json', ...who?.auth },
    body: JSON.stringify(body),
  });
  const sendChat = (who: Customer | Seller, msg: string) => call(`/api/msg/add/${store.store_name}/and/${customer.username}`, json('POST', { msg }, who));
  const readiness = async () => Promise.all(instances.all.map(async (instance) => {
    const res = await fetch(`${instance.url}/api/ready`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }));
  const texts = async (client: LiveClient, count: number, ms: number) => {
    const got: string[] = [];
    for (let i = 0; i < count; i++) got.push(((await client.next(ms)) as { message: { msg: string } }).message.msg);
    return got;
  };

  it('Redis stopped: every call through the balancer works, on every instance; chat sent meanwhile arrives once Redis is back, once each, in order; readiness stays 200 naming redis down', async () => {
    const wsUrl = `${balancer.url.replace('http', 'ws')}/api/live`;
    const customerLive = await signInLive(wsUrl, customer.token);
    const storeLive = await signInLive(wsUrl, store.token);
    clients.push(customerLive.client, storeLive.client);

    await redis.stop();
    const sent: string[] = [];
    const answeredBy = new Set<string>();
    const failures: string[] = [];
    const started = Date.now();
    try {
      for (let i = 0; Date.now() - started < OUTAGE_MS; i++) {
        const chat = await sendChat(i % 2 ? store : customer, `during the Redis outage ${i}`);
        if (chat.status === 201) sent.push(String(chat.json().msg));
        const answers = [
          chat,
          await call('/api/products'),
          await call(`/api/product/${product.product_id}`),
          await call(product.img),
          // The sign-in limits fall back (not enforced while Redis is away): sign-in still works.
          await call('/api/user/log', json('POST', { username: customer.username, password: customer.password })),
        ];
        for (const answer of answers) {
          if (answer.status >= 300) failures.push(`${answer.status} ${answer.text.slice(0, 120)}`);
          if (answer.instance) answeredBy.add(answer.instance);
        }
        await sleep(150);
      }
      expect(failures).toEqual([]);
      // No instance was taken out of rotation.
      expect([...answeredBy].sort()).toEqual(INSTANCE_IDS);
      for (const ready of await readiness()) {
        expect(ready.status).toBe(200);
        expect(ready.body).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'down', storage: 'ok' } });
      }
    } finally {
      await redis.start();
    }
    expect(sent.length).toBeGreaterThan(5);
    // Delivery resumes once Redis is back; the catch-up fills the gap, nothing lost or doubled.
    expect(await texts(customerLive.client, sent.length, 10_000)).toEqual(sent);
    expect(await texts(storeLive.client, sent.length, 10_000)).toEqual(sent);
    await sleep(300);
    expect(customerLive.client.pending()).toEqual([]);
    expect(storeLive.client.pending()).toEqual([]);
    for (const ready of await readiness()) expect(ready.body).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
  });

  it('storage stopped: through the balancer everything but pictures and uploads works, on every instance; those answer the API\'s 503 {msg, code: storage_unavailable}; readiness stays 200 naming storage down', async () => {
    const upload = async () => {
      const form = await multipartPayload({ name: 'Vase', desc: 'Blue', price: '5', stock: '1', country: 'India' }, [{ field: 'productImg', filename: 'v.png', bytes: await pngBytes(), type: 'image/png' }]);
      return call('/api/product/add', { method: 'POST', headers: { ...form.headers, ...store.auth }, body: new Uint8Array(form.payload) });
    };
    await s3.stop();
    const answeredBy = new Set<string>();
    const failures: string[] = [];
    const started = Date.now();
    try {
      for (let i = 0; Date.now() - started < OUTAGE_MS; i++) {
        const working = [
          await call('/api/products'),
          await call(`/api/product/${product.product_id}`),
          await call(`/api/store/${store.store_name}`),
          await sendChat(customer, `during the storage outage ${i}`),
          await call('/api/cart', { headers: customer.auth }),
        ];
        for (const answer of working) {
          if (answer.status >= 300) failures.push(`${answer.status} ${answer.text.slice(0, 120)}`);
          if (answer.instance) answeredBy.add(answer.instance);
        }
        for (const picture of [await call(product.img), await call(`${product.img}?w=320`)]) {
          expect(picture.status).toBe(503);
          expect(picture.json()).toEqual(STORAGE_DOWN);
          expect(picture.headers.get('retry-after')).not.toBeNull();
          expect(picture.headers.get('cache-control')).toBeNull();
          // The API's own answer (an instance names itself), not the balancer's.
          expect(INSTANCE_IDS).toContain(picture.instance);
        }
        await sleep(150);
      }
      const refused = await upload();
      expect(refused.status).toBe(503);
      expect(refused.json()).toEqual(STORAGE_DOWN);
      expect(failures).toEqual([]);
      expect([...answeredBy].sort()).toEqual(INSTANCE_IDS);
      for (const ready of await readiness()) {
        expect(ready.status).toBe(200);
        expect(ready.body).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'ok', storage: 'down' } });
      }
    } finally {
      await s3.start();
    }
    expect((await call(product.img)).status).toBe(200);
    expect((await upload()).status).toBe(201);
    for (const ready of await readiness()) expect(ready.body).toMatchObject({ status: 'ready', checks: { storage: 'ok' } });
  });

  if (kind === 'postgres') {
    it("database cut off: clients get the API's own 503 {msg} with Retry-After through the balancer (not its 'no server'); readiness stays 200 naming the database down; all served again after", async () => {
      databaseLink!.partition();
      try {
        for (const path of ['/api/products', `/api/product/${product.product_id}`, '/api/cart']) {
          const res = await call(path, path === '/api/cart' ? { headers: customer.auth } : {});
          expect(res.status).toBe(503);
          expect(res.json()).toEqual({ msg: expect.stringMatching(/database/), code: 'database_unavailable' });
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(INSTANCE_IDS).toContain(res.instance);
        }
        await sleep(1500); // HAProxy checks each instance three times meanwhile: none is taken out
        for (const ready of await readiness()) {
          expect(ready.status).toBe(200);
          expect(ready.body).toMatchObject({ status: 'degraded', checks: { database: 'down', redis: 'ok', storage: 'ok' } });
        }
        expect((await call('/api/products')).instance).not.toBeNull();
      } finally {
        databaseLink!.heal();
      }
      const deadline = Date.now() + 20_000;
      let after = await call('/api/products');
      while (after.status !== 200 && Date.now() < deadline) {
        await sleep(250);
        after = await call('/api/products');
      }
      expect(after.status).toBe(200);
    });
  }
});

(HAPROXY_SKIPPED_TITLE ? describe.skip : describe)("HAProxy's own answers", () => {
  const balancers: TestBalancer[] = [];
  let broken: net.Server | undefined;
  afterAll(async () => {
    for (const balancer of balancers) await balancer.stop();
    broken?.close();
  });

  it('no instance available: 503 JSON {msg, code} with Retry-After, never cached, readable by the site\'s origin', async () => {
    // An instance that is not there: every check fails.
    const balancer = await startTestBalancer([{ name: 'gone', url: `http://127.0.0.1:${await freePort()}` }], { corsOrigins: 'http://localhost:8080' });
    balancers.push(balancer);
    const res = await fetch(`${balancer.url}/api/products`, { headers: { origin: 'http://localhost:8080' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(await res.json()).toEqual({ msg: 'The service is briefly unavailable (no server can answer right now); please try again in a moment', code: 'no_instance_available' });
    const foreign = await fetch(`${balancer.url}/api/products`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an instance whose answer is not HTTP: 502, and one that does not answer in time: 504, both JSON {msg, code}', async () => {
    // Ready by its checks; /broken answers garbage, /silent never answers.
    broken = net.createServer((socket) => {
      socket.on('error', () => undefined); // HAProxy may reset a connection it is done with
      socket.once('data', (chunk) => {
        const request = chunk.toString();
        if (request.startsWith('GET /api/ready')) socket.end('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}');
        else if (request.startsWith('GET /broken')) socket.end('THIS IS NOT HTTP\r\n\r\n');
      });
    });
    await new Promise<void>((resolve) => broken!.listen(0, '127.0.0.1', resolve));
    const balancer = await startTestBalancer([{ name: 'broken', url: `http://127.0.0.1:${(broken.address() as net.AddressInfo).port}` }], { serverTimeout: '1s' });
    balancers.push(balancer);
    const garbage = await fetch(`${balancer.url}/broken`);
    expect(garbage.status).toBe(502);
    expect(garbage.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await garbage.json()).toEqual({ msg: 'The service gave an answer that could not be read; please try again', code: 'bad_gateway' });
    const silent = await fetch(`${balancer.url}/silent`);
    expect(silent.status).toBe(504);
    expect(silent.headers.get('retry-after')).toBe('2');
    expect(await silent.json()).toEqual({ msg: 'The service did not answer in time; please try again in a moment', code: 'gateway_timeout' });
  });
});
