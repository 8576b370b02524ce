/**
 * What shoppers see once a product is not listed (taken down, or its store suspended: the
 * operator's actions set `products.listed` and `stores.suspended_at`, which these tests set
 * directly) and once a store is suspended.
 */
import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { placeOrder, stockOf } from '../../../test/helpers/orders';
import type { CartItemT, ProductT } from '../../schemas/contract';

const setListed = (t: TestApp, productId: number, listed: 0 | 1) => t.db.updateTable('products').set({ listed }).where('product_id', '=', productId).execute();

async function suspend(t: TestApp, store: Seller): Promise<void> {
  await t.db.updateTable('stores').set({ suspended_at: new Date().toISOString(), suspended_reason: 'Counterfeits' }).where('store_id', '=', store.store_id).execute();
  await t.db.updateTable('products').set({ listed: 0 }).where('store_id', '=', store.store_id).execute();
}

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });
const productIds = (list: ProductT[]) => list.map((p) => p.product_id);

async function sitemapIds(t: TestApp, kind: 'product' | 'store'): Promise<{ total: number; keys: string[] }> {
  const page = (await get(t, `/api/sitemap/entries?kind=${kind}`)).json();
  return { total: page.total, keys: page.items.map((item: { key: string }) => item.key) };
}

describeEachDatabase('listed: a product taken down leaves every public read', (t) => {
  let store: Seller;
  let buyer: Customer;
  let shown: ProductT;
  let hidden: ProductT;
  let hiddenLine: number;

  beforeAll(async () => {
    store = await t.signUpStore();
    buyer = await t.signUpCustomer();
    // Both match the same searches: only `listed` tells them apart.
    shown = (await t.addProduct(store, { name: 'Zelkova Tray', country: 'Peru', price: '30', stock: '9' })) as unknown as ProductT;
    hidden = (await t.addProduct(store, { name: 'Zelkova Box', country: 'Peru', price: '30', stock: '9' })) as unknown as ProductT;
    const line = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: buyer.auth, payload: { product_id: hidden.product_id, quantity: 2, full_location: 'Home' } });
    hiddenLine = line.json().item.cart_id;
    await setListed(t, hidden.product_id, 0);
  });

  it('answers 404 on the product page, and its review page', async () => {
    expect((await get(t, `/api/product/${hidden.product_id}`)).json()).toEqual({ msg: 'Product not found', code: 'product_not_found' });
    expect((await get(t, `/api/product/${hidden.product_id}`)).statusCode).toBe(404);
    expect((await get(t, `/api/review/product/${hidden.product_id}`)).statusCode).toBe(404);
    expect((await get(t, `/api/product/${shown.product_id}`)).statusCode).toBe(200);
  });

  it('leaves every product list', async () => {
    for (const url of ['/api/product/get/it/all', `/api/product/store/${store.store_id}`]) {
      const ids = productIds((await get(t, url)).json());
      expect(ids).toContain(shown.product_id);
      expect(ids).not.toContain(hidden.product_id);
    }
  });

  // Each query below takes another of the shop query's plans (repositories/product-search.ts).
  it.each([
    ['no text', ''],
    ['a short text (scan)', 'q=Ze'],
    ['a text (the text index)', 'q=Zelkova'],
    ['a text, newest window full (PostgreSQL)', 'q=Zelkova&limit=1'],
    ['a text and a country (filters first)', 'q=Zelkova&country=Peru'],
    ['a price range', 'min_price=29&max_price=31'],
    ['a ship-to country', 'ships_to=Peru'],
  ])('leaves the shop search: %s', async (_plan, query) => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: ProductT[]; next_cursor: string | null } = (await get(t, `/api/products?${query}${cursor ? `&cursor=${cursor}` : ''}`)).json();
      seen.push(...productIds(page.items));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toContain(shown.product_id);
    expect(seen).not.toContain(hidden.product_id);
  });

  it('leaves the sitemap', async () => {
    const { keys } = await sitemapIds(t, 'product');
    expect(keys).toContain(String(shown.product_id));
    expect(keys).not.toContain(String(hidden.product_id));
  });

  it('cannot be added to a cart (404)', async () => {
    const before = await t.db.selectFrom('cart_items').selectAll().where('user_id', '=', buyer.user_id).execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: buyer.auth, payload: { product_id: hidden.product_id, quantity: 1 } });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { msg: 'Product not found', code: 'product_not_found' } });
    expect(await t.db.selectFrom('cart_items').selectAll().where('user_id', '=', buyer.user_id).execute()).toEqual(before);
  });

  it('keeps its cart line, marked unavailable; the others stay available', async () => {
    const other = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: buyer.auth, payload: { product_id: shown.product_id, quantity: 1, full_location: 'Home' } });
    expect(other.json().item.available).toBe(true);
    const cart: CartItemT[] = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: buyer.auth })).json();
    expect(cart.map((line) => [line.product_id, line.available])).toEqual([[hidden.product_id, false], [shown.product_id, true]]);
    expect(cart[0]).toMatchObject({ cart_id: hiddenLine, quantity: 2, name: 'Zelkova Box' });
  });

  it('refuses to order its cart line (409 product_unavailable): the line stays, the stock does not move', async () => {
    const orders = () => t.db.selectFrom('orders').select('order_id').where('user_id', '=', buyer.user_id).execute();
    const before = await orders();
    const res = await t.app.inject({ method: 'POST', url: '/api/order/add', headers: buyer.auth, payload: { cart_id: hiddenLine } });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 409, body: { msg: 'Zelkova Box is no longer available', code: 'product_unavailable' } });
    expect(await orders()).toEqual(before);
    expect(await stockOf(t, hidden.product_id)).toBe(9);
    expect(await t.db.selectFrom('cart_items').select('cart_id').where('cart_id', '=', hiddenLine).executeTakeFirst()).toEqual({ cart_id: hiddenLine });
  });

  it('comes back everywhere once listed again, and its line can then be ordered', async () => {
    await setListed(t, hidden.product_id, 1);
    expect((await get(t, `/api/product/${hidden.product_id}`)).statusCode).toBe(200);
    expect(productIds((await get(t, '/api/products?q=Zelkova')).json().items)).toContain(hidden.product_id);
    const res = await t.app.inject({ method: 'POST', url: '/api/order/add', headers: buyer.auth, payload: { cart_id: hiddenLine } });
    expect(res.statusCode).toBe(201);
    await setListed(t, hidden.product_id, 0);
  });

  it("keeps the product's reviews out of its store's review list", async () => {
    const reviewer = await t.signUpCustomer();
    const order = await placeOrder(t, reviewer, shown.product_id);
    await t.app.inject({ method: 'POST', url: '/api/order/done', headers: store.auth, payload: { order_id: order.order_id } });
    const review = await t.app.inject({ method: 'POST', url: '/api/review/add', headers: reviewer.auth, payload: { product_id: shown.product_id, rating: 5, text: 'Smooth' } });
    expect(review.statusCode).toBe(201);
    expect((await get(t, `/api/review/store/${store.store_name}`)).json().items.map((r: { product_id: number }) => r.product_id)).toEqual([shown.product_id]);
    await setListed(t, shown.product_id, 0);
    expect((await get(t, `/api/review/store/${store.store_name}`)).json().items).toEqual([]);
    // A product that is not listed cannot be reviewed either.
    expect((await t.app.inject({ method: 'POST', url: '/api/review/add', headers: reviewer.auth, payload: { product_id: shown.product_id, rating: 4, text: 'Again' } })).statusCode).toBe(404);
    await setListed(t, shown.product_id, 1);
  });
});

describeEachDatabase('listed: a suspended store', (t) => {
  it('answers 404 on its page and its review list, and leaves the sitemap and its products every list', async () => {
    const store = await t.signUpStore();
    const other = await t.signUpStore();
    const product = await t.addProduct(store, { name: 'Quokka Mug' });
    const kept = await t.addProduct(other, { name: 'Quokka Plate' });
    await suspend(t, store);

    for (const url of [`/api/store/${store.store_name}`, `/api/store/${store.store_name.toUpperCase()}`]) {
      expect((await get(t, url)).json()).toEqual({ msg: 'Store not found', code: 'store_not_found' });
    }
    expect((await get(t, `/api/review/store/${store.store_name}`)).statusCode).toBe(404);
    expect((await get(t, `/api/store/${other.store_name}`)).statusCode).toBe(200);

    const stores = await sitemapIds(t, 'store');
    expect(stores.keys).toContain(other.store_name);
    expect(stores.keys).not.toContain(store.store_name);
    expect(stores.total).toBe(stores.keys.length);

    expect((await get(t, `/api/product/${product.product_id}`)).statusCode).toBe(404);
    expect((await get(t, `/api/product/store/${store.store_id}`)).json()).toEqual([]);
    expect(productIds((await get(t, '/api/products?q=Quokka')).json().items)).toEqual([kept.product_id]);
    expect(productIds((await get(t, '/api/product/get/it/all')).json())).not.toContain(product.product_id);
  });
});
