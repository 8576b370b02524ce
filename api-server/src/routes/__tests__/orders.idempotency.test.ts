/** POST /api/order/add with an Idempotency-Key: safe to retry, on both databases. */
import { describeEachDatabase } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { sql } from 'kysely';
import { claimKey, claimTiming, fingerprintOf, renewClaim, storeAnswer, ClaimLostError } from '../../repositories/idempotency';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeEachDatabase('orders: Idempotency-Key on POST /api/order/add', (t) => {
  const defaultTiming = { ...claimTiming };
  afterEach(() => Object.assign(claimTiming, defaultTiming));
  let seller: Seller;
  let customer: Customer;
  beforeAll(async () => {
    seller = await t.signUpStore();
    customer = await t.signUpCustomer();
  });

  const lineOf = async (who: Customer, stock = 5, quantity = 1) => {
    const product = await t.addProduct(seller, { stock: String(stock) });
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: who.auth, payload: { product_id: product.product_id, quantity, full_location: 'Lyon' } });
    expect(res.statusCode).toBe(201);
    return { cart_id: res.json().item.cart_id as number, product_id: product.product_id };
  };
  const order = (who: Customer, body: object, key?: string) =>
    t.app.inject({ method: 'POST', url: '/api/order/add', headers: { ...who.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload: body });
  const ordersOf = (productId: number) => t.db.selectFrom('orders').select('order_id').where('product_id', '=', productId).execute();
  const stockOf = async (productId: number) => (await t.db.selectFrom('products').select('stock').where('product_id', '=', productId).executeTakeFirstOrThrow()).stock;
  const newKey = () => `checkout-${Math.random().toString(36).slice(2)}`;

  it('the same key and body replays the first answer (status, body, Idempotent-Replayed: true); one order, stock lowered once', async () => {
    const line = await lineOf(customer, 5, 2);
    const key = newKey();
    const first = await order(customer, { cart_id: line.cart_id, product_id: line.product_id }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Keys in another order are the same body.
    const again = await order(customer, { product_id: line.product_id, cart_id: line.cart_id }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(line.product_id)).toHaveLength(1);
    expect(await stockOf(line.product_id)).toBe(3);
  });

  it('the same key with a different body answers 422 {msg} and places nothing', async () => {
    const line = await lineOf(customer);
    const other = await lineOf(customer);
    const key = newKey();
    expect((await order(customer, { cart_id: line.cart_id }, key)).statusCode).toBe(201);
    const res = await order(customer, { cart_id: other.cart_id }, key);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ msg: 'This Idempotency-Key was already used with a different request; use a new key for a new order', code: 'idempotency_key_reused', field: 'idempotency-key' });
    expect(await ordersOf(other.product_id)).toHaveLength(0);
  });

  it('a refusal is an answer too: a replayed 409 keeps its status and message', async () => {
    const line = await lineOf(customer, 3, 3);
    await t.db.updateTable('products').set({ stock: 1 }).where('product_id', '=', line.product_id).execute();
    const key = newKey();
    const first = await order(customer, { cart_id: line.cart_id }, key);
    expect(first.statusCode).toBe(409);
    await t.db.updateTable('products').set({ stock: 10 }).where('product_id', '=', line.product_id).execute();
    const again = await order(customer, { cart_id: line.cart_id }, key);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // A new key is a new attempt.
    expect((await order(customer, { cart_id: line.cart_id }, newKey())).statusCode).toBe(201);
  });

  it('keys are scoped to the caller: another customer may use the same key', async () => {
    const other = await t.signUpCustomer();
    const key = newKey();
    const mine = await lineOf(customer);
    const theirs = await lineOf(other);
    expect((await order(customer, { cart_id: mine.cart_id }, key)).statusCode).toBe(201);
    const res = await order(other, { cart_id: theirs.cart_id }, key);
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  const iso = (ms: number) => new Date(ms).toISOString();
  /** The row a request leaves while it runs: claimed by `owner`, last renewed at `renewedAt`. */
  const leftClaim = async (who: Customer, key: string, body: object, owner: string, renewedAt: number) =>
    t.db
      .insertInto('idempotency_keys')
      .values({ scope: `user:${who.user_id}`, idem_key: key, fingerprint: fingerprintOf('POST /api/order/add', body), response_status: null, response_body: null, created_at: iso(renewedAt), locked_at: iso(renewedAt), claimed_by: owner })
      .execute();

  it('while the first request still runs, a second answers 409 {msg} with Retry-After', async () => {
    const line = await lineOf(customer);
    const key = newKey();
    await leftClaim(customer, key, { cart_id: line.cart_id }, 'a-running-request', Date.now());
    const busy = await order(customer, { cart_id: line.cart_id }, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ msg: 'A request with this Idempotency-Key is still being processed; try again in a moment', code: 'idempotency_key_in_use' });
    expect(await ordersOf(line.product_id)).toHaveLength(0);
  });

  it('a key held by a killed instance (its claim no longer renewed) is freed within 10 s: the client retrying every second places the order once', async () => {
    const line = await lineOf(customer);
    const key = newKey();
    // What an instance killed mid-placement leaves: the claim, renewed a moment ago, no answer, no order.
    await leftClaim(customer, key, { cart_id: line.cart_id }, 'instance-killed-mid-request', Date.now());
    const started = Date.now();
    const answers: number[] = [];
    let placed;
    while (Date.now() - started < 10_000) {
      placed = await order(customer, { cart_id: line.cart_id }, key);
      answers.push(placed.statusCode);
      if (placed.statusCode !== 409) break;
      await sleep(1000);
    }
    expect(answers[0]).toBe(409);
    expect(placed?.statusCode).toBe(201);
    expect(await ordersOf(line.product_id)).toHaveLength(1);
    // The retry's answer is the key's answer from now on.
    const replay = await order(customer, { cart_id: line.cart_id }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(placed?.json());
  });

  it('a slow but live request keeps its key past the lease (it renews it): retries meanwhile get 409, then its answer; one order', async () => {
    // A short lease, so the test is short; renewed ten times per lease, so a loaded machine is no risk.
    Object.assign(claimTiming, { leaseMs: 2000, renewMs: 200 });
    const line = await lineOf(customer);
    const key = newKey();
    // This placement takes three leases (a busy instance, a slow network), but its instance is alive.
    const report = t.app.notifier.report.bind(t.app.notifier);
    let slowed = false;
    t.app.notifier.report = (async (work: Parameters<typeof report>[0]) => {
      if (!slowed) {
        slowed = true;
        await sleep(6000);
      }
      return report(work);
    }) as typeof report;
    try {
      const slow = order(customer, { cart_id: line.cart_id }, key);
      let done = false;
      void slow.finally(() => {
        done = true;
      });
      await sleep(200);
      const meanwhile: string[] = [];
      while (!done) {
        const retry = await order(customer, { cart_id: line.cart_id }, key);
        // A retry that lands just as the slow one finishes replays its answer.
        meanwhile.push(retry.headers['idempotent-replayed'] === 'true' ? 'replay' : String(retry.statusCode));
        await sleep(250);
      }
      expect(meanwhile.filter((answer) => answer === '409').length).toBeGreaterThanOrEqual(10);
      expect(meanwhile.filter((answer) => answer !== '409' && answer !== 'replay')).toEqual([]);
      const first = await slow;
      expect(first.statusCode).toBe(201);
      const after = await order(customer, { cart_id: line.cart_id }, key);
      expect(after.headers['idempotent-replayed']).toBe('true');
      expect(after.json()).toEqual(first.json());
      expect(await ordersOf(line.product_id)).toHaveLength(1);
    } finally {
      t.app.notifier.report = report;
    }
  });

  it('a claim is a lease: free once not renewed for leaseMs, kept while renewed; a holder whose claim was taken over cannot store an answer', async () => {
    const scope = `user:${customer.user_id}`;
    const key = newKey();
    const fingerprint = fingerprintOf('POST /api/order/add', { cart_id: 1 });
    const t0 = Date.now();
    const first = await claimKey(t.db, scope, key, fingerprint, t0, 'first');
    expect(first).toEqual({ kind: 'claimed', owner: 'first' });
    // Renewed just before the lease ran out: still the first's.
    expect(await renewClaim(t.db, scope, key, 'first', t0 + claimTiming.leaseMs - 100)).toBe(true);
    expect(await claimKey(t.db, scope, key, fingerprint, t0 + claimTiming.leaseMs + 100, 'second')).toEqual({ kind: 'running' });
    // Then it stops renewing (killed): one lease after its last renewal the key is taken over.
    const second = await claimKey(t.db, scope, key, fingerprint, t0 + 2 * claimTiming.leaseMs, 'second');
    expect(second).toEqual({ kind: 'claimed', owner: 'second' });
    expect(await renewClaim(t.db, scope, key, 'first', t0 + 2 * claimTiming.leaseMs)).toBe(false);
    await expect(storeAnswer(t.db, scope, key, 'first', 201, { msg: 'late' })).rejects.toBeInstanceOf(ClaimLostError);
    await storeAnswer(t.db, scope, key, 'second', 201, { msg: 'Order placed' });
    expect(await claimKey(t.db, scope, key, fingerprint, t0 + 2 * claimTiming.leaseMs + 1, 'third')).toEqual({ kind: 'replay', status: 201, body: JSON.stringify({ msg: 'Order placed' }) });
  });

  it('a placement whose claim was taken over meanwhile rolls back and answers 409: the order is placed once, by the request that took the key', async () => {
    const line = await lineOf(customer);
    const key = newKey();
    const report = t.app.notifier.report.bind(t.app.notifier);
    t.app.notifier.report = (async (work: Parameters<typeof report>[0]) => {
      // Another request takes the key over before this one's transaction stores its answer.
      await t.db.updateTable('idempotency_keys').set({ claimed_by: 'another-request' }).where('idem_key', '=', key).execute();
      return report(work);
    }) as typeof report;
    try {
      const lost = await order(customer, { cart_id: line.cart_id }, key);
      expect(lost.statusCode).toBe(409);
      expect(lost.headers['retry-after']).toBe('1');
    } finally {
      t.app.notifier.report = report;
    }
    expect(await ordersOf(line.product_id)).toHaveLength(0);
    expect(await t.db.selectFrom('cart_items').select('cart_id').where('cart_id', '=', line.cart_id).execute()).toHaveLength(1);
  });

  it('a key older than 24 hours is forgotten: the request runs as new', async () => {
    const line = await lineOf(customer, 5);
    const key = newKey();
    expect((await order(customer, { cart_id: line.cart_id }, key)).statusCode).toBe(201);
    await t.db.updateTable('idempotency_keys').set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() }).where('idem_key', '=', key).execute();
    const other = await lineOf(customer, 5);
    // Another body with the old key: no 422, it is a new key now.
    expect((await order(customer, { cart_id: other.cart_id }, key)).statusCode).toBe(201);
  });

  it('a failure on our side keeps no answer: the retry with the same key places the order', async () => {
    const line = await lineOf(customer);
    const key = newKey();
    // The orders table briefly missing: the placement fails on our side and rolls back.
    await sql`ALTER TABLE orders RENAME TO orders_away`.execute(t.db);
    try {
      expect((await order(customer, { cart_id: line.cart_id }, key)).statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE orders_away RENAME TO orders`.execute(t.db);
    }
    const retry = await order(customer, { cart_id: line.cart_id }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key over 255 characters or with control characters (400 {msg}); without a key the call behaves as before', async () => {
    const line = await lineOf(customer);
    const long = await order(customer, { cart_id: line.cart_id }, 'k'.repeat(256));
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toMatch(/idempotency-key must be at most 255 characters/);
    expect((await order(customer, { cart_id: line.cart_id }, 'k'.repeat(255))).statusCode).toBe(201);
    const other = await lineOf(customer);
    expect((await order(customer, { cart_id: other.cart_id })).statusCode).toBe(201);
    const retried = await order(customer, { cart_id: other.cart_id });
    expect(retried.statusCode).toBe(404);
  });
});
