import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import { seedDemoData } from '..';
import { DEMO_ACTIVITY, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_REVIEWS, DEMO_STORES } from '../demo-data';
import { initialsOf } from '../pictures';
import { historyStart } from '../order-history';
// The demo data must use countries the shop offers: the test reads the browser's list (code never does).
// eslint-disable-next-line boundaries/dependencies
import { countries } from '../../../../shared-api/src/countries';

async function counts(t: TestApp) {
  const result: Record<string, number> = {};
  for (const table of ['users', 'stores', 'products', 'follows', 'cart_items', 'orders', 'conversations', 'messages', 'reviews'] as const) {
    result[table] = (await t.db.selectFrom(table).selectAll().execute()).length;
  }
  return result;
}

describeEachDatabase('demo data (SEED_DEMO)', (t) => {
  let first: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    first = await seedDemoData(t.app);
  }, 120_000);

  it('creates six stores in six countries and about forty products', async () => {
    expect(first).toEqual({ storesCreated: 6, productsCreated: 41, customerCreated: true, historyOrders: expect.any(Number), ratesLoaded: true, operatorCreated: true });
    expect(first.historyOrders).toBeGreaterThan(6 * 28);
    const stores = await t.db.selectFrom('stores').select(['store_name', 'bio', 'img']).orderBy('store_id').execute();
    expect(stores.map((s) => s.store_name)).toEqual(['tokyo_crafts', 'lisbon_ceramics', 'nairobi_textiles', 'lima_coffee', 'oslo_woodworks', 'mumbai_spices']);
    const products = (await t.app.inject({ method: 'GET', url: '/api/product/get/it/all' })).json() as Array<{ country: string; price: number; stock: number; name: string }>;
    expect(products).toHaveLength(41);
    expect(new Set(products.map((p) => p.country))).toEqual(new Set(['Japan', 'Portugal', 'Kenya', 'Peru', 'Norway', 'India']));
  });

  it('uses country names from the shop country list, sensible prices and stocks', async () => {
    const names = new Set(countries.map((c) => c.name));
    for (const store of DEMO_STORES) {
      expect(names.has(store.country)).toBe(true);
      for (const product of store.products) {
        expect(Number.isInteger(product.priceCents) && product.priceCents > 0).toBe(true);
        expect(Number.isInteger(product.stock) && product.stock > 0).toBe(true);
        expect(product.name.length).toBeLessThanOrEqual(120);
      }
    }
  });

  it('gives every store and product its own 800x800 WebP picture, served from /uploads', async () => {
    const pictures = [
      ...(await t.db.selectFrom('stores').select('img').execute()),
      ...(await t.db.selectFrom('products').select('img').execute()),
    ].map((r) => r.img);
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const img of pictures) {
      expect(img).toMatch(/^\/uploads\/(stores|products)\/[0-9a-f-]{36}\.webp$/);
      const meta = await sharp(fs.readFileSync(path.join(t.dataDir, img))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 });
    }
    const served = await t.app.inject({ method: 'GET', url: pictures[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('lets the demo customer and every store sign in with the demo password', async () => {
    const customer = await t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: DEMO_CUSTOMER.username, password: DEMO_PASSWORD } });
    expect(customer.statusCode).toBe(200);
    for (const store of DEMO_STORES) {
      const res = await t.app.inject({ method: 'POST', url: '/api/store/log', payload: { store_name: store.store_name, password: DEMO_PASSWORD } });
      expect(res.statusCode).toBe(200);
    }
  });

  it("gives the customer follows, a pending order, a cart line and a conversation, seen through the API", async () => {
    const login = async (url: string, payload: object) => `Bearer ${(await t.app.inject({ method: 'POST', url, payload })).json().token}`;
    const customerAuth = await login('/api/user/log', { username: DEMO_CUSTOMER.username, password: DEMO_PASSWORD });

    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: customerAuth } })).json();
    expect(cart).toEqual([expect.objectContaining({ name: DEMO_ACTIVITY.cart.product, store_name: DEMO_ACTIVITY.cart.store_name, quantity: 2 })]);

    const storeAuth = await login('/api/store/log', { store_name: DEMO_ACTIVITY.order.store_name, password: DEMO_PASSWORD });
    const orders = (await t.app.inject({ method: 'POST', url: '/api/order/see', headers: { authorization: storeAuth } })).json();
    expect(orders.filter((o: { username: string }) => o.username === DEMO_CUSTOMER.username)).toEqual([
      expect.objectContaining({ username: DEMO_CUSTOMER.username, name: DEMO_ACTIVITY.order.product, quantity: 1, country: 'Japan' }),
    ]);
    // Besides it, My Orders holds three of the month's orders: two completed, one the store cancelled.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/order/mine', headers: { authorization: customerAuth } })).json();
    expect(mine.items.map((o: { status: string }) => o.status).sort()).toEqual(['cancelled', 'completed', 'completed', 'pending']);
    expect(mine.items.find((o: { status: string }) => o.status === 'cancelled')).toMatchObject({ cancelled_by: 'store', cancel_reason: expect.any(String) });
    const teapot = await t.db.selectFrom('products').select('stock').where('name', '=', DEMO_ACTIVITY.order.product).executeTakeFirstOrThrow();
    expect(teapot.stock).toBe(11); // 12 seeded, 1 ordered

    const inbox = (await t.app.inject({ method: 'POST', url: '/api/inbox', headers: { authorization: customerAuth } })).json();
    expect(inbox).toEqual([expect.objectContaining({ store_name: 'lisbon_ceramics', username: DEMO_CUSTOMER.username })]);
    const chat = (await t.app.inject({ method: 'GET', url: `/api/msg/get/lisbon_ceramics/and/${DEMO_CUSTOMER.username}`, headers: { authorization: customerAuth } })).json();
    expect(chat.map((m: { sender: string }) => m.sender)).toEqual([DEMO_CUSTOMER.username, 'lisbon_ceramics', DEMO_CUSTOMER.username]);

    for (const storeName of DEMO_ACTIVITY.follows) {
      const store = (await t.app.inject({ method: 'GET', url: `/api/store/${storeName}` })).json();
      const status = (await t.app.inject({ method: 'GET', url: `/api/follow?store_id=${store.store_id}`, headers: { authorization: customerAuth } })).json();
      expect(status).toMatchObject({ msg: 'followed' });
    }
  });

  it("gives every store a month of orders, dated across the last 30 days, in every status, that its insights count", async () => {
    const now = new Date();
    const orders = await t.db.selectFrom('orders').select(['store_id', 'status', 'created_at', 'updated_at', 'cancelled_by', 'cancel_reason']).execute();
    for (const order of orders) {
      expect(Date.parse(order.created_at)).toBeGreaterThanOrEqual(historyStart(now));
      expect(Date.parse(order.created_at)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(order.updated_at!)).toBeLessThanOrEqual(now.getTime());
      expect(order.cancel_reason !== null).toBe(order.cancelled_by === 'store');
    }
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['pending', 'completed', 'cancelled']));
    // On a fresh start ids grow with the dates (the lists show the newest id first).
    const byId = await t.db.selectFrom('orders').select('created_at').orderBy('order_id').execute();
    expect(byId.map((o) => o.created_at)).toEqual(byId.map((o) => o.created_at).sort());
    const days = new Set(orders.map((o) => o.created_at.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(20);

    for (const store of DEMO_STORES) {
      const login = await t.app.inject({ method: 'POST', url: '/api/store/log', payload: { store_name: store.store_name, password: DEMO_PASSWORD } });
      const insights = (await t.app.inject({ method: 'GET', url: '/api/store/insights?days=30', headers: { authorization: `Bearer ${login.json().token}` } })).json();
      const storeId = (await t.db.selectFrom('stores').select('store_id').where('store_name', '=', store.store_name).executeTakeFirstOrThrow()).store_id;
      const counted = orders.filter((o) => o.store_id === storeId && o.status !== 'cancelled').length;
      expect(insights.orders).toBe(counted);
      expect(insights.orders).toBeGreaterThan(15);
      expect(insights.revenue).toBeGreaterThan(0);
      expect(insights.top_products).toHaveLength(5);
      expect(insights.daily.filter((d: { orders: number }) => d.orders > 0).length).toBeGreaterThanOrEqual(10);
    }
    expect(await t.db.selectFrom('follows').select('user_id').where('created_at', '<', new Date(now.getTime() - 60_000).toISOString()).execute()).not.toEqual([]);
  });

  it('gives a few products reviews by buyers with a completed order, some with the store\'s reply, so their pages show ratings', async () => {
    const productId = async (name: string) => (await t.db.selectFrom('products').select('product_id').where('name', '=', name).executeTakeFirstOrThrow()).product_id;
    const teapot = (await t.app.inject({ method: 'GET', url: `/api/review/product/${await productId('Nambu Cast Iron Teapot')}` })).json();
    expect(teapot).toMatchObject({ count: 3, average: 4.7, histogram: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 } });
    // Newest first: the review of 9 days ago, then 16, then 21 (the one with the reply).
    expect(teapot.items.map((r: { username: string }) => r.username)).toEqual(['demo_buyer_sofia', 'demo_buyer_oliver', 'demo_buyer_mei']);
    expect(teapot.items[2].reply).toEqual({ text: expect.stringContaining('Thank you, Mei'), created_at: expect.any(String), updated_at: expect.any(String) });
    const product = (await t.app.inject({ method: 'GET', url: `/api/product/${await productId('Nambu Cast Iron Teapot')}` })).json();
    expect(product).toMatchObject({ rating_average: 4.7, rating_count: 3 });
    const tokyo = (await t.app.inject({ method: 'GET', url: '/api/store/tokyo_crafts' })).json();
    expect(tokyo).toMatchObject({ rating_average: 4.3, rating_count: 4 });

    // Every review's author has a completed order of the product, dated before the review.
    const rows = await t.db
      .selectFrom('reviews as r')
      .innerJoin('orders as o', (join) => join.onRef('o.user_id', '=', 'r.user_id').onRef('o.product_id', '=', 'r.product_id'))
      .select(['r.review_id', 'r.created_at as reviewed', 'o.completed_at'])
      .where('o.status', '=', 'completed')
      .execute();
    const boughtBefore = new Set(rows.filter((r) => r.completed_at !== null && r.completed_at < r.reviewed).map((r) => r.review_id));
    expect(boughtBefore.size).toBe(DEMO_REVIEWS.length);
    expect((await t.db.selectFrom('reviews').select('review_id').execute())).toHaveLength(DEMO_REVIEWS.length);
  });

  it('gives a few stores a ship-to list (lima_coffee: Peru, Chile, United States, Japan), the others ship everywhere', async () => {
    const shipsTo = async (name: string) => (await t.app.inject({ method: 'GET', url: `/api/store/${name}` })).json().ships_to;
    expect(await shipsTo('lima_coffee')).toEqual(['Chile', 'Japan', 'Peru', 'United States']);
    expect(await shipsTo('oslo_woodworks')).toEqual(['Denmark', 'Finland', 'Germany', 'Iceland', 'Norway', 'Sweden']);
    expect(await shipsTo('tokyo_crafts')).toEqual([]);
    const names = new Set(countries.map((c) => c.name));
    for (const store of DEMO_STORES) for (const country of store.shipsTo ?? []) expect(names.has(country)).toBe(true);
    const toFrance = (await t.app.inject({ method: 'GET', url: '/api/products?ships_to=France&limit=100' })).json().items as Array<{ store_name: string }>;
    expect(new Set(toFrance.map((p) => p.store_name))).toEqual(new Set(['tokyo_crafts', 'lisbon_ceramics', 'nairobi_textiles', 'mumbai_spices']));
  });

  it('loads the dated currency-rate snapshot (the ECB format, PEN, KES and SAR added)', async () => {
    const rates = (await t.app.inject({ method: 'GET', url: '/api/currencies' })).json();
    expect(rates.updated_at).toBe('2026-11-25T00:00:00.000Z');
    const codes = rates.rates.map((r: { code: string }) => r.code);
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'INR', 'BRL', 'PEN', 'KES', 'NOK', 'SAR']) expect(codes).toContain(code);
  });

  it('never replaces rates an operator imported', async () => {
    await t.db.updateTable('currency_rates').set({ updated_at: '2026-12-01T00:00:00.000Z' }).execute();
    expect((await seedDemoData(t.app)).ratesLoaded).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/currencies' })).json().updated_at).toBe('2026-12-01T00:00:00.000Z');
  });

  it('is idempotent: a second run adds nothing and brings back nothing a user removed', async () => {
    const productId = (await t.db.selectFrom('products').select('product_id').where('name', '=', 'Oak Wall Shelf').executeTakeFirstOrThrow()).product_id;
    await t.db.deleteFrom('products').where('product_id', '=', productId).execute();
    const before = await counts(t);
    const files = t.uploadedFiles();
    expect(await seedDemoData(t.app)).toEqual({ storesCreated: 0, productsCreated: 0, customerCreated: false, historyOrders: 0, ratesLoaded: false, operatorCreated: false });
    expect(await counts(t)).toEqual(before);
    expect(t.uploadedFiles()).toEqual(files);
  });
});

describe('demo pictures', () => {
  it.each([
    ['Nambu Cast Iron Teapot', 'NC'],
    ['tokyo_crafts', 'TC'],
    ['Kashmiri Saffron 2 g', 'KS'],
    ['Stoneware Espresso Cups (Set of 4)', 'SE'],
  ])('initials of %s are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
