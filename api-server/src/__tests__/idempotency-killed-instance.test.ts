/**
 * An order's Idempotency-Key held by an instance that is killed (-9) mid-placement: two API
 * processes on one PostgreSQL database, the first killed while its placement waits on a lock the
 * test holds. Killed before its placement wrote anything (it waits to read the line), the client,
 * retrying every second on the other instance as the browser does, gets 409 while the dead claim's
 * lease runs, then the order placed exactly once — within 10 s of the kill. Killed while its one
 * call that places the order waits on the line's row lock, the database finishes that call, which
 * stores the answer with the order: the retry gets that answer, and the order exists once.
 * (SQLite serves one process; its dead-claim case is simulated in
 * routes/__tests__/orders.idempotency.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { PG_SKIPPED_TITLE, TEST_DATABASE_URL } from '../../test/helpers/database';
import { multipartPayload } from '../../test/helpers/multipart';
import { pngBytes } from '../../test/helpers/images';
import { startHealthyServer, type ServerProcess } from '../../test/helpers/server-process';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

(TEST_DATABASE_URL ? describe : describe.skip)('Idempotency-Key of an instance killed mid-placement [postgres]', () => {
  const databaseName = `idem_kill_${randomBytes(4).toString('hex')}`;
  const databaseUrl = () => {
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${databaseName}`;
    return url.toString();
  };
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  async function admin(statement: string) {
    const client = new Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${databaseName}`);
  });
  afterAll(async () => {
    for (const server of servers) server.kill();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  const secret = randomBytes(32).toString('base64url');
  async function instance(id: string): Promise<ServerProcess> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `api-idem-${id}-`));
    dirs.push(dataDir);
    const server = await startHealthyServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl(), JWT_SECRET: secret, INSTANCE_ID: id });
    servers.push(server);
    return server;
  }
  const api = (server: ServerProcess, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });

  it.each([
    {
      when: 'before its placement wrote anything: the key is free within 10 s of the kill, retries get 409, then the order, placed once',
      hold: 'LOCK TABLE cart_items IN ACCESS EXCLUSIVE MODE',
      first: 409 as number | null,
      replayed: null,
    },
    {
      when: "while its one placing call waits on the line: that call still places the order, and the retry gets its answer",
      hold: 'SELECT cart_id FROM cart_items WHERE cart_id = $1 FOR UPDATE',
      // Its call commits microseconds after the line is let go; a retry that comes first gets 409.
      first: null,
      replayed: 'true',
    },
  ])('killed $when', async ({ hold, first, replayed }) => {
    const doomed = await instance('doomed');
    const survivor = await instance('survivor');

    const form = await multipartPayload({ store_name: `kill_store_${first}`, password: 'password 123', full_location: 'Dock 1', bio: 'Things' }, [{ field: 'storeImg', filename: 'l.png', bytes: await pngBytes(), type: 'image/png' }]);
    expect((await fetch(`${survivor.url}/api/store/reg`, { method: 'POST', headers: form.headers, body: form.payload })).status).toBe(201);
    const storeToken = ((await (await api(survivor, 'POST', '/api/store/log', { store_name: `kill_store_${first}`, password: 'password 123' })).json()) as { token: string }).token;
    const productForm = await multipartPayload({ name: 'Anvil', desc: 'Heavy', price: '9.50', stock: '5', country: 'Norway' }, [{ field: 'productImg', filename: 'p.png', bytes: await pngBytes(), type: 'image/png' }]);
    const added = await fetch(`${survivor.url}/api/product/add`, { method: 'POST', headers: { ...productForm.headers, authorization: `Bearer ${storeToken}` }, body: productForm.payload });
    const productId = ((await added.json()) as { product: { product_id: number } }).product.product_id;
    const buyer = { username: `kill_buyer_${first}`, password: 'password 123', full_location: 'House 1' };
    expect((await api(survivor, 'POST', '/api/user/reg', buyer)).status).toBe(201);
    const token = ((await (await api(survivor, 'POST', '/api/user/log', buyer)).json()) as { token: string }).token;
    const auth = { authorization: `Bearer ${token}` };
    const line = (await (await api(survivor, 'POST', '/api/cart/add', { product_id: productId, quantity: 2 }, auth)).json()) as { item: { cart_id: number } };
    const cartId = line.item.cart_id;
    const key = `checkout-${cartId}`;

    const db = new Client({ connectionString: databaseUrl() });
    await db.connect();
    try {
      // Hold the cart line: the doomed instance claims the key, then its placement waits here.
      await db.query('BEGIN');
      await db.query(hold, hold.includes('$1') ? [cartId] : []);
      const inFlight = api(doomed, 'POST', '/api/order/add', { cart_id: cartId }, { ...auth, 'idempotency-key': key }).catch(() => 'connection lost');
      const watcher = new Client({ connectionString: databaseUrl() });
      await watcher.connect();
      try {
        // Claimed, and its placement waiting on the lock held above: the claim alone is written
        // before the placing call is sent, and a kill in between would be the first case.
        for (let i = 0; i < 100; i++) {
          const { rowCount } = await watcher.query(`SELECT 1 FROM idempotency_keys WHERE idem_key = $1 AND response_status IS NULL
            AND EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock')`, [key]);
          if (rowCount) break;
          await sleep(20);
        }
      } finally {
        await watcher.end();
      }
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      const killedAt = Date.now();
      expect(await inFlight).toBe('connection lost');
      await db.query('ROLLBACK');

      // The browser's retry: the same key, every second, on the instance that is left.
      const answers: number[] = [];
      let placed: Response | undefined;
      while (Date.now() - killedAt < 10_000) {
        const res = await api(survivor, 'POST', '/api/order/add', { cart_id: cartId }, { ...auth, 'idempotency-key': key });
        answers.push(res.status);
        if (res.status !== 409) {
          placed = res;
          break;
        }
        expect(res.headers.get('retry-after')).toBe('1');
        await sleep(1000);
      }
      process.stdout.write(`killed instance's key: answers ${answers.join(', ')}; placed ${Date.now() - killedAt} ms after the kill\n`);
      if (first !== null) expect(answers[0]).toBe(first);
      expect(placed?.status).toBe(201);
      expect(placed?.headers.get('idempotent-replayed')).toBe(replayed);
      const { rows } = await db.query('SELECT count(*)::int AS orders FROM orders WHERE product_id = $1', [productId]);
      expect(rows[0].orders).toBe(1);
      const stock = await db.query('SELECT stock FROM products WHERE product_id = $1', [productId]);
      expect(stock.rows[0].stock).toBe(3);
    } finally {
      await db.end();
    }
  });
});

if (!TEST_DATABASE_URL) it.skip(PG_SKIPPED_TITLE, () => undefined);
