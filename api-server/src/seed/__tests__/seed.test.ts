import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import { seedDemoData } from '..';
import { DEMO_ACTIVITY, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STORES } from '../demo-data';
import { initialsOf } from '../pictures';
// The demo data must use countries the shop offers: the test reads the browser's list (code never does).
// eslint-disable-next-line boundaries/dependencies
import { countries } from '../../../../shared-api/src/countries';

async function counts(t: TestApp) {
  const result: Record<string, number> = {};
  for (const table of ['users', 'stores', 'products', 'follows', 'cart_items', 'orders', 'conversations', 'messages'] as const) {
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
    expect(first).toEqual({ storesCreated: 6, productsCreated: 41, customerCreated: true });
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
    expect(orders).toEqual([expect.objectContaining({ username: DEMO_CUSTOMER.username, name: DEMO_ACTIVITY.order.product, quantity: 1, country: 'Japan' })]);
    const teapot = await t.db.selectFrom('products').select('stock').where('name', '=', DEMO_ACTIVITY.order.product).executeTakeFirstOrThrow();
    expect(teapot.stock).toBe(11); // 12 seeded, 1 ordered

    const inbox = (await t.app.inject({ method: 'POST', url: '/api/inbox', headers: { authorization: customerAuth } })).json();
    expect(inbox).toEqual([expect.objectContaining({ store_name: 'lisbon_ceramics', username: DEMO_CUSTOMER.username })]);
    const chat = (await t.app.inject({ method: 'GET', url: `/api/msg/get/lisbon_ceramics/and/${DEMO_CUSTOMER.username}`, headers: { authorization: customerAuth } })).json();
    expect(chat.map((m: { sender: string }) => m.sender)).toEqual([DEMO_CUSTOMER.username, 'lisbon_ceramics', DEMO_CUSTOMER.username]);

    for (const storeName of DEMO_ACTIVITY.follows) {
      const store = (await t.app.inject({ method: 'GET', url: `/api/store/${storeName}` })).json();
      const status = (await t.app.inject({ method: 'GET', url: `/api/follow?store_id=${store.store_id}`, headers: { authorization: customerAuth } })).json();
      expect(status).toEqual({ followers_count: 1, msg: 'followed' });
    }
  });

  it('is idempotent: a second run adds nothing and brings back nothing a user removed', async () => {
    const productId = (await t.db.selectFrom('products').select('product_id').where('name', '=', 'Oak Wall Shelf').executeTakeFirstOrThrow()).product_id;
    await t.db.deleteFrom('products').where('product_id', '=', productId).execute();
    const before = await counts(t);
    const files = t.uploadedFiles();
    expect(await seedDemoData(t.app)).toEqual({ storesCreated: 0, productsCreated: 0, customerCreated: false });
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
