import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { placeOrder, stockOf } from '../../../test/helpers/orders';
import { multipartPayload } from '../../../test/helpers/multipart';
import { pngBytes } from '../../../test/helpers/images';

type Auth = { auth: { authorization: string } };

async function orderState(t: TestApp) {
  return {
    orders: await t.db.selectFrom('orders').selectAll().orderBy('order_id').execute(),
    stock: await t.db.selectFrom('products').select(['product_id', 'stock']).orderBy('product_id').execute(),
  };
}

describeEachDatabase('orders to the end: history, store orders, cancel', (t) => {
  let store: Seller;
  let otherStore: Seller;
  let customer: Customer;
  let otherCustomer: Customer;

  beforeAll(async () => {
    store = await t.signUpStore();
    otherStore = await t.signUpStore();
    customer = await t.signUpCustomer();
    otherCustomer = await t.signUpCustomer();
  });

  const get = (who: Auth, url: string) => t.app.inject({ method: 'GET', url, headers: who.auth });
  const cancel = (who: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: who.auth, payload });
  const done = (who: Auth, order_id: number) => t.app.inject({ method: 'POST', url: '/api/order/done', headers: who.auth, payload: { order_id } });
  const ids = (res: { json: () => { items: Array<{ order_id: number }> } }) => res.json().items.map((o) => o.order_id);

  /** Every page of `url` (which has no query of its own besides the given ones), following next_cursor. */
  async function allPages(who: Auth, url: string, limit: number) {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const sep = url.includes('?') ? '&' : '?';
      const res = await get(who, `${url}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.length).toBeLessThanOrEqual(limit);
      seen.push(...ids(res));
      cursor = res.json().next_cursor;
      if (cursor === null) return seen;
    }
    throw new Error('too many pages');
  }

  describe('GET /api/order/mine', () => {
    it("answers the customer's orders newest first, in the full shape (name, price and picture as bought)", async () => {
      const buyer = await t.signUpCustomer();
      const scarf = await t.addProduct(store, { name: 'Indigo Scarf', price: '19.99', stock: '10', country: 'Japan' });
      const first = await placeOrder(t, buyer, scarf.product_id, 3, 'Flat 2, Lyon');
      const second = await placeOrder(t, buyer, (await t.addProduct(otherStore, { name: 'Olive Oil', price: '9.5' })).product_id, 1);
      await t.db.updateTable('products').set({ name: 'Renamed', price_cents: 100, img: '/uploads/products/other.webp' }).where('product_id', '=', scarf.product_id).execute();

      const res = await get(buyer, '/api/order/mine');
      expect(res.statusCode).toBe(200);
      expect(ids(res)).toEqual([second.order_id, first.order_id]);
      expect(res.json().next_cursor).toBeNull();
      expect(res.json().items[1]).toEqual({
        order_id: first.order_id, product_id: scarf.product_id, name: 'Indigo Scarf', price: 19.99, quantity: 3, total: 59.97, img: scarf.img,
        store_id: store.store_id, store_name: store.store_name, username: buyer.username, full_location: 'Flat 2, Lyon', country: 'Japan',
        status: 'pending', created_at: first.created_at, updated_at: first.created_at, cancel_reason: null, cancelled_by: null,
      });
    });

    it("never shows another customer's orders", async () => {
      const buyer = await t.signUpCustomer();
      const product = await t.addProduct(store, { stock: '10' });
      await placeOrder(t, otherCustomer, product.product_id);
      const mine = await placeOrder(t, buyer, product.product_id);
      expect(ids(await get(buyer, '/api/order/mine'))).toEqual([mine.order_id]);
      expect(ids(await get(otherCustomer, '/api/order/mine'))).not.toContain(mine.order_id);
    });

    it('answers an empty page for a customer without orders', async () => {
      const res = await get(await t.signUpCustomer(), '/api/order/mine');
      expect(res.json()).toEqual({ items: [], next_cursor: null });
    });

    it('filters by status; empty and all mean every status', async () => {
      const buyer = await t.signUpCustomer();
      const product = await t.addProduct(store, { stock: '10' });
      const [a, b, c] = [await placeOrder(t, buyer, product.product_id), await placeOrder(t, buyer, product.product_id), await placeOrder(t, buyer, product.product_id)];
      expect((await done(store, a.order_id)).statusCode).toBe(200);
      expect((await cancel(buyer, { order_id: b.order_id })).statusCode).toBe(200);
      expect(ids(await get(buyer, '/api/order/mine?status=pending'))).toEqual([c.order_id]);
      expect(ids(await get(buyer, '/api/order/mine?status=completed'))).toEqual([a.order_id]);
      expect(ids(await get(buyer, '/api/order/mine?status=cancelled'))).toEqual([b.order_id]);
      expect(ids(await get(buyer, '/api/order/mine?status=all'))).toEqual([c.order_id, b.order_id, a.order_id]);
      expect(ids(await get(buyer, '/api/order/mine?status='))).toEqual([c.order_id, b.order_id, a.order_id]);
    });

    it('pages with next_cursor: every order once, in order', async () => {
      const buyer = await t.signUpCustomer();
      const product = await t.addProduct(store, { stock: '20' });
      const placed: number[] = [];
      for (let i = 0; i < 7; i++) placed.push((await placeOrder(t, buyer, product.product_id)).order_id);
      expect(await allPages(buyer, '/api/order/mine', 3)).toEqual([...placed].reverse());
      expect(await allPages(buyer, '/api/order/mine', 7)).toEqual([...placed].reverse());
    });

    it.each([
      ['status=shipped', 'status must be one of "", "all", "pending", "completed", "cancelled"'],
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit must be at most 100'],
      ['cursor=bm9wZQ', 'cursor is not valid; load the first page again'],
    ])('refuses ?%s with 400 "%s"', async (query, msg) => {
      const res = await get(customer, `/api/order/mine?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
    });
  });

  describe('GET /api/store/orders', () => {
    it("answers the store's orders of every status, newest first, with the customer's name and the money", async () => {
      const shop = await t.signUpStore();
      const product = await t.addProduct(shop, { name: 'Teapot', price: '12.5', stock: '10' });
      const a = await placeOrder(t, customer, product.product_id, 2);
      const b = await placeOrder(t, otherCustomer, product.product_id, 1);
      await placeOrder(t, customer, (await t.addProduct(otherStore, { stock: '5' })).product_id);
      expect((await done(shop, a.order_id)).statusCode).toBe(200);

      const res = await get(shop, '/api/store/orders');
      expect(res.statusCode).toBe(200);
      expect(ids(res)).toEqual([b.order_id, a.order_id]);
      expect(res.json().items[1]).toMatchObject({ username: customer.username, name: 'Teapot', price: 12.5, quantity: 2, total: 25, status: 'completed', store_name: shop.store_name });
      expect(res.json().items[1].updated_at >= res.json().items[1].created_at).toBe(true);
      expect(ids(await get(shop, '/api/store/orders?status=pending'))).toEqual([b.order_id]);
      expect(ids(await get(shop, '/api/store/orders?status=completed'))).toEqual([a.order_id]);
      expect(ids(await get(shop, '/api/store/orders?status=cancelled'))).toEqual([]);
    });

    it('pages with next_cursor, also within a status', async () => {
      const shop = await t.signUpStore();
      const product = await t.addProduct(shop, { stock: '30' });
      const placed: number[] = [];
      for (let i = 0; i < 6; i++) placed.push((await placeOrder(t, customer, product.product_id)).order_id);
      await done(shop, placed[1]);
      await done(shop, placed[4]);
      expect(await allPages(shop, '/api/store/orders', 4)).toEqual([...placed].reverse());
      expect(await allPages(shop, '/api/store/orders?status=pending', 1)).toEqual([placed[5], placed[3], placed[2], placed[0]]);
    });

    it('is not mistaken for a store page, and "insights" is reserved like "orders"', async () => {
      const form = await multipartPayload(
        { store_name: 'Insights', password: 'store password 1', full_location: 'Somewhere', bio: 'Bio' },
        [{ field: 'storeImg', filename: 'x.png', bytes: await pngBytes(), type: 'image/png' }],
      );
      const res = await t.app.inject({ method: 'POST', url: '/api/store/reg', ...form });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: 'The store name "Insights" is reserved; please choose another', code: 'store_name_reserved', field: 'store_name' });
      expect((await t.app.inject({ method: 'GET', url: '/api/store/orders' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/store/insights' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/order/cancel', () => {
    it('the customer cancels a pending order: 200 {msg, order}, the stock comes back', async () => {
      const product = await t.addProduct(store, { name: 'Clay Cup', stock: '5' });
      const placed = await placeOrder(t, customer, product.product_id, 2);
      expect(await stockOf(t, product.product_id)).toBe(3);
      const res = await cancel(customer, { order_id: placed.order_id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        msg: 'Order cancelled',
        order: expect.objectContaining({ order_id: placed.order_id, status: 'cancelled', cancelled_by: 'customer', cancel_reason: null, quantity: 2, name: 'Clay Cup' }),
      });
      expect(res.json().order.updated_at >= placed.created_at).toBe(true);
      expect(await stockOf(t, product.product_id)).toBe(5);
      // Gone from the store's pending list (the spec's screen), kept in both histories.
      expect((await t.app.inject({ method: 'POST', url: '/api/order/see', headers: store.auth })).json().map((o: { order_id: number }) => o.order_id)).not.toContain(placed.order_id);
      expect(ids(await get(store, '/api/store/orders?status=cancelled'))).toContain(placed.order_id);
    });

    it("the store cancels with a reason (trimmed), which the customer's history shows", async () => {
      const product = await t.addProduct(store, { stock: '4' });
      const placed = await placeOrder(t, customer, product.product_id, 4);
      const res = await cancel(store, { order_id: placed.order_id, reason: '  Sold out at the market today  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({ status: 'cancelled', cancelled_by: 'store', cancel_reason: 'Sold out at the market today' });
      expect((await get(customer, '/api/order/mine?status=cancelled')).json().items[0]).toMatchObject({ order_id: placed.order_id, cancel_reason: 'Sold out at the market today' });
      expect(await stockOf(t, product.product_id)).toBe(4);
    });

    it('a blank reason means none', async () => {
      const product = await t.addProduct(store, { stock: '4' });
      const placed = await placeOrder(t, customer, product.product_id);
      expect((await cancel(store, { order_id: placed.order_id, reason: '   ' })).json().order.cancel_reason).toBeNull();
    });

    it('answers 409 once the order is completed or cancelled, changing nothing', async () => {
      const product = await t.addProduct(store, { stock: '6' });
      const completed = await placeOrder(t, customer, product.product_id);
      const cancelled = await placeOrder(t, customer, product.product_id);
      await done(store, completed.order_id);
      await cancel(customer, { order_id: cancelled.order_id });
      const before = await orderState(t);
      const late = await cancel(customer, { order_id: completed.order_id });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ msg: 'This order is already completed and can no longer be cancelled', code: 'order_not_pending' });
      const twice = await cancel(store, { order_id: cancelled.order_id });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ msg: 'This order is already cancelled and can no longer be cancelled', code: 'order_not_pending' });
      expect(await orderState(t)).toEqual(before);
      // And a cancelled order cannot be completed afterwards.
      expect((await done(store, cancelled.order_id)).statusCode).toBe(404);
    });

    it.each([
      ['another customer', () => otherCustomer],
      ['another store', () => otherStore],
    ])("answers 404 to %s, as for an order that does not exist, changing nothing", async (_who, caller) => {
      const product = await t.addProduct(store, { stock: '6' });
      const placed = await placeOrder(t, customer, product.product_id);
      const before = await orderState(t);
      const res = await cancel(caller(), { order_id: placed.order_id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'Order not found', code: 'order_not_found' });
      expect(await orderState(t)).toEqual(before);
      expect((await cancel(customer, { order_id: 2147483000 })).json()).toEqual({ msg: 'Order not found', code: 'order_not_found' });
    });

    it('cancels an order whose product was deleted (no stock to give back)', async () => {
      const product = await t.addProduct(store, { stock: '6' });
      const placed = await placeOrder(t, customer, product.product_id);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/product/delete', headers: store.auth, payload: { product_id: product.product_id } })).statusCode).toBe(200);
      const res = await cancel(customer, { order_id: placed.order_id });
      expect(res.statusCode).toBe(200);
      expect(res.json().order.status).toBe('cancelled');
    });

    it.each([
      [{}, 'order_id is required'],
      [{ order_id: 'x' }, 'order_id must be a whole number'],
      [{ order_id: 1, reason: 'x'.repeat(501) }, 'reason must be at most 500 characters'],
      [{ order_id: 1, reason: { text: 'x' } }, 'reason must be text'],
    ])('refuses %j with 400 "%s"', async (payload, msg) => {
      const res = await cancel(store, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
    });
  });

  if (t.kind === 'postgres') {
    it('cancel racing complete: exactly one wins each time, and the stock is counted once', async () => {
      const product = await t.addProduct(store, { name: 'Raced', stock: '100' });
      const placed = [];
      // One after another: lines of the same product and location would merge in the cart.
      for (let i = 0; i < 20; i++) placed.push(await placeOrder(t, customer, product.product_id, 2));
      expect(await stockOf(t, product.product_id)).toBe(60);
      const answers = await Promise.all(
        placed.map(async (order, i) => {
          // Taking turns who starts first, and who cancels (customer or store).
          const canceller = i % 2 === 0 ? customer : store;
          const racers = [() => cancel(canceller, { order_id: order.order_id, reason: 'race' }), () => done(store, order.order_id)];
          if (i % 3 === 0) racers.reverse();
          const [first, second] = await Promise.all(racers.map((run) => run()));
          return (i % 3 === 0 ? [second, first] : [first, second]).map((r) => r.statusCode);
        }),
      );
      for (const [cancelStatus, doneStatus] of answers) {
        expect([cancelStatus, doneStatus].filter((s) => s === 200)).toHaveLength(1);
        expect(cancelStatus === 200 ? doneStatus : cancelStatus).toBe(cancelStatus === 200 ? 404 : 409);
      }
      const rows = await t.db.selectFrom('orders').select(['status']).where('product_id', '=', product.product_id).execute();
      const cancelledCount = rows.filter((r) => r.status === 'cancelled').length;
      expect(cancelledCount).toBe(answers.filter(([c]) => c === 200).length);
      expect(rows.filter((r) => r.status === 'completed')).toHaveLength(20 - cancelledCount);
      expect(await stockOf(t, product.product_id)).toBe(60 + 2 * cancelledCount);
      // Only the winner tells the other party: one notification of the outcome per order.
      const outcomes = await t.db.selectFrom('notifications').select('text').where('kind', 'in', ['order_completed', 'order_cancelled']).execute();
      for (const order of placed) expect(outcomes.filter((n) => n.text.includes(`#${order.order_id} `))).toHaveLength(1);
    }, 60_000);
  }
});
