import fc from 'fast-check';
import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { placeOrder } from '../../../test/helpers/orders';
import { storeInsights, windowDays } from '../../repositories/insights';
import type { OrderStatus } from '../../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T15:30:00.000Z');

type Later = 'nothing' | 'cancel' | 'complete' | 'reopen' | 'delete';

interface GeneratedOrder {
  ageMs: number;
  status: OrderStatus;
  product: number;
  price_cents: number;
  quantity: number;
  later?: Later;
}

/** The figures counted again from the orders themselves, plainly. */
function recount(orders: GeneratedOrder[], followerAges: number[], days: number, productIds: number[]) {
  const dayList = windowDays(days, NOW);
  const inWindow = orders.filter((o) => {
    const day = new Date(NOW.getTime() - o.ageMs).toISOString().slice(0, 10);
    return o.status !== 'cancelled' && dayList.includes(day);
  });
  const cents = (o: GeneratedOrder) => o.price_cents * o.quantity;
  const perProduct = new Map<number, { units: number; cents: number }>();
  for (const o of inWindow) {
    const entry = perProduct.get(productIds[o.product]) ?? { units: 0, cents: 0 };
    entry.units += o.quantity;
    entry.cents += cents(o);
    perProduct.set(productIds[o.product], entry);
  }
  const since = Date.parse(`${dayList[0]}T00:00:00.000Z`);
  return {
    revenue: inWindow.reduce((sum, o) => sum + cents(o), 0) / 100,
    orders: inWindow.length,
    units: inWindow.reduce((sum, o) => sum + o.quantity, 0),
    followers: followerAges.filter((age) => NOW.getTime() - age >= since).length,
    followers_total: followerAges.length,
    daily: dayList.map((date) => {
      const that = inWindow.filter((o) => new Date(NOW.getTime() - o.ageMs).toISOString().slice(0, 10) === date);
      return { date, revenue: that.reduce((sum, o) => sum + cents(o), 0) / 100, orders: that.length };
    }),
    top: [...perProduct.entries()]
      .sort(([idA, a], [idB, b]) => b.cents - a.cents || idA - idB)
      .slice(0, 5)
      .map(([product_id, p]) => ({ product_id, units: p.units, revenue: p.cents / 100 })),
  };
}

describeEachDatabase('store insights: GET /api/store/insights', (t) => {
  let store: Seller;
  let customer: Customer;

  beforeAll(async () => {
    store = await t.signUpStore();
    customer = await t.signUpCustomer();
  });

  const insights = (who: { auth: { authorization: string } }, query = '') => t.app.inject({ method: 'GET', url: `/api/store/insights${query}`, headers: who.auth });

  it('sums the last 30 days by default: pending and completed count, cancelled does not; today is the last day', async () => {
    const shop = await t.signUpStore();
    const teapot = await t.addProduct(shop, { name: 'Teapot', price: '20', stock: '50' });
    const cups = await t.addProduct(shop, { name: 'Cups', price: '4.5', stock: '50' });
    await placeOrder(t, customer, teapot.product_id, 2);
    const completed = await placeOrder(t, customer, cups.product_id, 4);
    const cancelled = await placeOrder(t, customer, teapot.product_id, 5);
    await t.app.inject({ method: 'POST', url: '/api/order/done', headers: shop.auth, payload: { order_id: completed.order_id } });
    await t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: shop.auth, payload: { order_id: cancelled.order_id } });
    await t.app.inject({ method: 'POST', url: '/api/follow', headers: customer.auth, payload: { store_id: shop.store_id } });

    const res = await insights(shop);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ days: 30, revenue: 58, orders: 2, units: 6, followers: 1, followers_total: 1 });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[29]).toEqual({ date: new Date().toISOString().slice(0, 10), revenue: 58, orders: 2 });
    expect(body.daily.slice(0, 29).every((d: { revenue: number; orders: number }) => d.revenue === 0 && d.orders === 0)).toBe(true);
    expect(body.top_products).toEqual([
      { product_id: teapot.product_id, name: 'Teapot', units: 2, revenue: 40 },
      { product_id: cups.product_id, name: 'Cups', units: 4, revenue: 18 },
    ]);
  });

  it("counts only the caller's store", async () => {
    const shop = await t.signUpStore();
    await placeOrder(t, customer, (await t.addProduct(store, { price: '99', stock: '5' })).product_id);
    expect((await insights(shop, '?days=7')).json()).toMatchObject({ days: 7, revenue: 0, orders: 0, units: 0, top_products: [] });
  });

  it.each([
    ['?days=0', 'days must be at least 1'],
    ['?days=366', 'days must be at most 365'],
    ['?days=week', 'days must be a whole number'],
  ])('refuses %s with 400 "%s"', async (query, msg) => {
    const res = await insights(store, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg });
  });

  it('equal a recount from the orders, for random order sets and windows (property)', async () => {
    const user = await t.db.insertInto('users').values({ username: t.uniqueName('prop'), password_hash: 'x', full_location: 'x', created_at: NOW.toISOString() }).returning('user_id').executeTakeFirstOrThrow();
    const order = fc.record({
      // Up to 400 days back, to the millisecond: days on both sides of every window edge.
      ageMs: fc.integer({ min: 0, max: 400 * DAY_MS }),
      status: fc.constantFrom<OrderStatus>('pending', 'completed', 'cancelled'),
      product: fc.integer({ min: 0, max: 7 }),
      price_cents: fc.integer({ min: 1, max: 100_000_000 }),
      quantity: fc.integer({ min: 1, max: 1_000_000 }),
      // What happens to it afterwards (the sales table is kept by triggers on every write).
      later: fc.constantFrom<Later>('nothing', 'nothing', 'cancel', 'complete', 'reopen', 'delete'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(order, { maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 400 * DAY_MS }), { maxLength: 5 }),
        fc.constantFrom(1, 7, 30, 90, 365),
        async (orders, followerAges, days) => {
          const shop = await createBareStore(t);
          const productIds = await createBareProducts(t, shop, 8);
          if (orders.length > 0) {
            const inserted = await t.db.insertInto('orders').values(orders.map((o) => ({
              user_id: user.user_id, store_id: shop, product_id: productIds[o.product], name: `P${o.product}`, price_cents: o.price_cents,
              quantity: o.quantity, country: 'Japan', full_location: 'x', status: o.status, created_at: new Date(NOW.getTime() - o.ageMs).toISOString(), completed_at: null,
            }))).returning('order_id').execute();
            for (const [i, o] of orders.entries()) {
              const id = inserted[i].order_id;
              if (o.later === 'delete') await t.db.deleteFrom('orders').where('order_id', '=', id).execute();
              else if (o.later !== 'nothing') {
                o.status = o.later === 'cancel' ? 'cancelled' : o.later === 'complete' ? 'completed' : 'pending';
                await t.db.updateTable('orders').set({ status: o.status }).where('order_id', '=', id).execute();
              }
            }
          }
          for (const age of followerAges) {
            const follower = await t.db.insertInto('users').values({ username: t.uniqueName('f'), password_hash: 'x', full_location: 'x', created_at: NOW.toISOString() }).returning('user_id').executeTakeFirstOrThrow();
            await t.db.insertInto('follows').values({ user_id: follower.user_id, store_id: shop, created_at: new Date(NOW.getTime() - age).toISOString() }).execute();
          }

          const got = await storeInsights(t.db, shop, days, NOW);
          const { top, ...totals } = recount(orders.filter((o) => o.later !== 'delete'), followerAges, days, productIds);
          expect({ ...got, top_products: got.top_products.map(({ name: _name, ...rest }) => rest) }).toEqual({ days, ...totals, top_products: top });
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});

let bareStores = 0;
async function createBareStore(t: TestApp): Promise<number> {
  const row = await t.db
    .insertInto('stores')
    .values({ store_name: t.uniqueName(`bare${++bareStores}`), password_hash: 'x', full_location: 'x', bio: 'x', img: '/x.webp', created_at: NOW.toISOString() })
    .returning('store_id')
    .executeTakeFirstOrThrow();
  return row.store_id;
}

async function createBareProducts(t: TestApp, storeId: number, count: number): Promise<number[]> {
  const rows = await t.db
    .insertInto('products')
    .values(Array.from({ length: count }, (_, i) => ({ store_id: storeId, name: `P${i}`, description: 'x', price_cents: 100, stock: 1, country: 'Japan', img: '/x.webp', created_at: NOW.toISOString() })))
    .returning('product_id')
    .execute();
  return rows.map((r) => r.product_id);
}
