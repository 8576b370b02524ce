/** POST /api/order/add with an Idempotency-Key: safe to retry, on both databases. */
import { describeEachDatabase } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { sql } from 'kysely';
import { fingerprintOf } from '../../repositories/idempotency';

describeEachDatabase('orders: Idempotency-Key on POST /api/order/add', (t) => {
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
    expect(res.json()).toEqual({ msg: 'This Idempotency-Key was already used with a different request; use a new key for a new order' });
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

  it('while the first request still runs, a second answers 409 {msg} with Retry-After; a claim left by a dead instance is taken over after a minute', async () => {
    const line = await lineOf(customer);
    const key = newKey();
    const now = Date.now();
    const claim = { scope: `user:${customer.user_id}`, idem_key: key, response_status: null, response_body: null, created_at: new Date(now).toISOString(), locked_at: new Date(now).toISOString() };
    await t.db.insertInto('idempotency_keys').values({ ...claim, fingerprint: fingerprintOf('POST /api/order/add', { cart_id: line.cart_id }) }).execute();
    const busy = await order(customer, { cart_id: line.cart_id }, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ msg: 'A request with this Idempotency-Key is still being processed; try again in a moment' });
    expect(await ordersOf(line.product_id)).toHaveLength(0);

    await t.db.updateTable('idempotency_keys').set({ locked_at: new Date(now - 61_000).toISOString() }).where('idem_key', '=', key).execute();
    const takenOver = await order(customer, { cart_id: line.cart_id }, key);
    expect(takenOver.statusCode).toBe(201);
    expect(await ordersOf(line.product_id)).toHaveLength(1);
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
