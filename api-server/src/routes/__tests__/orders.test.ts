import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';

type Auth = { auth: { authorization: string } };

async function orderState(t: TestApp) {
  return {
    orders: await t.db.selectFrom('orders').selectAll().orderBy('order_id').execute(),
    cart: await t.db.selectFrom('cart_items').selectAll().orderBy('cart_id').execute(),
    stock: await t.db.selectFrom('products').select(['product_id', 'stock']).orderBy('product_id').execute(),
  };
}

describeEachDatabase('orders: /api/order/*', (t) => {
  let seller: Seller;
  let otherSeller: Seller;
  let customer: Customer;

  beforeAll(async () => {
    seller = await t.signUpStore();
    otherSeller = await t.signUpStore();
    customer = await t.signUpCustomer({ full_location: '1 Main St, Lyon, France' });
  });

  const addToCart = async (who: Auth, productId: number, quantity: number, full_location = 'Flat 2, 9 Quai Est, Lyon, France') => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: who.auth, payload: { product_id: productId, quantity, full_location } });
    expect(res.statusCode).toBe(201);
    return res.json().item as { cart_id: number; product_id: number; quantity: number; store_id: number; store_name: string; country: string; full_location: string };
  };
  const order = (who: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/order/add', headers: who.auth, payload });
  const see = (who: Auth) => t.app.inject({ method: 'POST', url: '/api/order/see', headers: who.auth });
  const done = (who: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/order/done', headers: who.auth, payload });
  const stockOf = async (productId: number) =>
    (await t.db.selectFrom('products').select('stock').where('product_id', '=', productId).executeTakeFirstOrThrow()).stock;

  describe('POST /api/order/add', () => {
    it('orders a cart line: 201 {msg, order}, stock lowered, line removed, name and price copied', async () => {
      const product = await t.addProduct(seller, { name: 'Indigo Scarf', price: '35.9', stock: '4', country: 'Japan' });
      const line = await addToCart(customer, product.product_id, 3);
      // The body as the spec's client sends it; only cart_id counts.
      const res = await order(customer, { ...line, quantity: 1, product_id: 999, store_id: 999 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        msg: 'Order placed',
        order: {
          order_id: expect.any(Number), username: customer.username, full_location: 'Flat 2, 9 Quai Est, Lyon, France', country: 'Japan',
          // 35.9 × 3 in floating point is 107.69999999999999: the server multiplies cents.
          product_id: product.product_id, name: 'Indigo Scarf', price: 35.9, quantity: 3, total: 107.7, created_at: expect.any(String),
        },
      });
      expect(new Date(res.json().order.created_at).toISOString()).toBe(res.json().order.created_at);
      expect(await stockOf(product.product_id)).toBe(1);
      expect(await t.db.selectFrom('cart_items').select('cart_id').where('cart_id', '=', line.cart_id).execute()).toEqual([]);
      const row = await t.db.selectFrom('orders').selectAll().where('order_id', '=', res.json().order.order_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: customer.user_id, store_id: seller.store_id, price_cents: 3590, status: 'pending', completed_at: null });
    });

    it('keeps the copied name and price when the product changes or is deleted later', async () => {
      const product = await t.addProduct(seller, { name: 'Bamboo Whisk', price: '18', stock: '2' });
      const placed = (await order(customer, { cart_id: (await addToCart(customer, product.product_id, 1)).cart_id })).json().order;
      await t.db.updateTable('products').set({ name: 'Renamed', price_cents: 9999 }).where('product_id', '=', product.product_id).execute();
      const del = await t.app.inject({ method: 'DELETE', url: '/api/product/delete', headers: seller.auth, payload: { product_id: product.product_id } });
      expect(del.statusCode).toBe(200);
      const listed = (await see(seller)).json().find((o: { order_id: number }) => o.order_id === placed.order_id);
      expect(listed).toMatchObject({ name: 'Bamboo Whisk', price: 18, product_id: product.product_id });
    });

    it('refuses when the stock fell below the line (409 naming the product); the line and the stock stay', async () => {
      const product = await t.addProduct(seller, { name: 'Paper Lantern', stock: '3' });
      const line = await addToCart(customer, product.product_id, 3);
      await t.db.updateTable('products').set({ stock: 2 }).where('product_id', '=', product.product_id).execute();
      const before = await orderState(t);
      const res = await order(customer, { cart_id: line.cart_id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: 'Not enough stock for Paper Lantern: 2 left, 3 in your cart', code: 'not_enough_stock' });
      expect(await orderState(t)).toEqual(before);
    });

    it('says "sold out" when nothing is left', async () => {
      const product = await t.addProduct(seller, { name: 'Tin Kettle', stock: '1' });
      const mine = await addToCart(customer, product.product_id, 1);
      const rival = await t.signUpCustomer();
      expect((await order(rival, { cart_id: (await addToCart(rival, product.product_id, 1)).cart_id })).statusCode).toBe(201);
      const res = await order(customer, { cart_id: mine.cart_id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: 'Not enough stock for Tin Kettle: it is sold out', code: 'not_enough_stock' });
    });

    it('answers 404 when the line is gone, so a retry never orders twice', async () => {
      const product = await t.addProduct(seller, { name: 'Clay Cup', stock: '10' });
      const line = await addToCart(customer, product.product_id, 2);
      expect((await order(customer, { cart_id: line.cart_id })).statusCode).toBe(201);
      const retry = await order(customer, { cart_id: line.cart_id });
      expect(retry.statusCode).toBe(404);
      expect(retry.json()).toEqual({ msg: 'This item is no longer in your cart (it may have been ordered already)', code: 'cart_line_not_found' });
      expect(await stockOf(product.product_id)).toBe(8);
      expect(await t.db.selectFrom('orders').select('order_id').where('product_id', '=', product.product_id).execute()).toHaveLength(1);
    });

    it("answers 404 for another customer's cart line and changes nothing", async () => {
      const product = await t.addProduct(seller, { name: 'Wool Mittens', stock: '10' });
      const owner = await t.signUpCustomer();
      const line = await addToCart(owner, product.product_id, 1);
      const before = await orderState(t);
      const res = await order(customer, { cart_id: line.cart_id });
      expect(res.statusCode).toBe(404);
      expect(await orderState(t)).toEqual(before);
    });

    it('a doubled request for the same line orders once', async () => {
      const product = await t.addProduct(seller, { name: 'Brass Bell', stock: '10' });
      const line = await addToCart(customer, product.product_id, 2);
      const answers = await Promise.all(Array.from({ length: 8 }, () => order(customer, { cart_id: line.cart_id })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404, 404, 404, 404, 404, 404, 404]);
      expect(await stockOf(product.product_id)).toBe(8);
    });

    it.each([
      [{}, 'cart_id is required'],
      [{ cart_id: 'one' }, 'cart_id must be a whole number'],
      [{ cart_id: 0 }, 'cart_id must be at least 1'],
    ])('refuses %j with 400 "%s"', async (payload, msg) => {
      const before = await orderState(t);
      const res = await order(customer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
      expect(await orderState(t)).toEqual(before);
    });
  });

  describe('POST /api/order/see', () => {
    it("lists the store's pending orders only, oldest first", async () => {
      const store = await t.signUpStore();
      const a = await t.addProduct(store, { name: 'Olive Oil', price: '9.5', stock: '10', country: 'Portugal' });
      const b = await t.addProduct(store, { name: 'Sardines', price: '4', stock: '10', country: 'Portugal' });
      const foreign = await t.addProduct(otherSeller, { name: 'Elsewhere', stock: '10' });
      const buyer = await t.signUpCustomer();
      const first = (await order(buyer, { cart_id: (await addToCart(buyer, a.product_id, 1, 'Porto')).cart_id })).json().order;
      const second = (await order(customer, { cart_id: (await addToCart(customer, b.product_id, 2, 'Lyon')).cart_id })).json().order;
      await order(customer, { cart_id: (await addToCart(customer, foreign.product_id, 1)).cart_id });
      const third = (await order(buyer, { cart_id: (await addToCart(buyer, b.product_id, 1, 'Porto')).cart_id })).json().order;
      expect((await done(store, { order_id: second.order_id })).statusCode).toBe(200);

      const res = await see(store);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([first, third]);
      expect(res.json()[0]).toEqual({
        order_id: first.order_id, username: buyer.username, full_location: 'Porto', country: 'Portugal', product_id: a.product_id,
        name: 'Olive Oil', price: 9.5, quantity: 1, total: 9.5, created_at: first.created_at,
      });
    });

    it('answers [] when there are none', async () => {
      const store = await t.signUpStore();
      const res = await see(store);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it("shows the customer's current name", async () => {
      const store = await t.signUpStore();
      const product = await t.addProduct(store, { stock: '3' });
      const buyer = await t.signUpCustomer();
      await order(buyer, { cart_id: (await addToCart(buyer, product.product_id, 1)).cart_id });
      const newName = t.uniqueName('renamed');
      expect((await t.app.inject({ method: 'PATCH', url: '/api/user/update', headers: buyer.auth, payload: { username: newName } })).statusCode).toBe(200);
      expect((await see(store)).json()[0].username).toBe(newName);
    });
  });

  describe('POST /api/order/done', () => {
    it('marks an own pending order completed and keeps it: 200 {msg}; a second time 404', async () => {
      const product = await t.addProduct(seller, { stock: '5' });
      const placed = (await order(customer, { cart_id: (await addToCart(customer, product.product_id, 1)).cart_id })).json().order;
      const res = await done(seller, { order_id: placed.order_id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'Order completed' });
      const row = await t.db.selectFrom('orders').selectAll().where('order_id', '=', placed.order_id).executeTakeFirstOrThrow();
      expect(row.status).toBe('completed');
      expect(row.completed_at).toEqual(expect.any(String));
      expect((await see(seller)).json().map((o: { order_id: number }) => o.order_id)).not.toContain(placed.order_id);
      const again = await done(seller, { order_id: placed.order_id });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ msg: 'Order not found among your pending orders', code: 'order_not_found' });
    });

    it("answers 404 for another store's order and leaves it pending", async () => {
      const product = await t.addProduct(seller, { stock: '5' });
      const placed = (await order(customer, { cart_id: (await addToCart(customer, product.product_id, 1)).cart_id })).json().order;
      const before = await orderState(t);
      const res = await done(otherSeller, { order_id: placed.order_id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'Order not found among your pending orders', code: 'order_not_found' });
      expect(await orderState(t)).toEqual(before);
    });

    it('answers 404 for an order that does not exist', async () => {
      expect((await done(seller, { order_id: 987654 })).statusCode).toBe(404);
    });

    it.each([
      [{}, 'order_id is required'],
      [{ order_id: 'x' }, 'order_id must be a whole number'],
      [{ order_id: -3 }, 'order_id must be at least 1'],
    ])('refuses %j with 400 "%s"', async (payload, msg) => {
      const res = await done(seller, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
    });
  });

  if (t.kind === 'postgres') {
    it('50 concurrent orders on stock 1 give exactly one order and stock 0', async () => {
      const product = await t.addProduct(seller, { name: 'Last One', stock: '1' });
      const buyers = await Promise.all(Array.from({ length: 50 }, () => t.signUpCustomer()));
      const lines = await Promise.all(buyers.map((b) => addToCart(b, product.product_id, 1)));
      const answers = await Promise.all(buyers.map((b, i) => order(b, { cart_id: lines[i].cart_id })));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      expect(await stockOf(product.product_id)).toBe(0);
      expect(await t.db.selectFrom('orders').select('order_id').where('product_id', '=', product.product_id).execute()).toHaveLength(1);
      // The 49 refused lines stay in their carts.
      expect(await t.db.selectFrom('cart_items').select('cart_id').where('product_id', '=', product.product_id).execute()).toHaveLength(49);
    }, 60_000);
  }

  it('the database refuses a negative stock (CHECK constraint)', async () => {
    const product = await t.addProduct(seller, { stock: '1' });
    // Matched by code: better-sqlite3 keeps the first test file's error class, so instanceof Error fails in later files.
    await expect(t.db.updateTable('products').set({ stock: -1 }).where('product_id', '=', product.product_id).execute())
      .rejects.toHaveProperty('code', t.kind === 'sqlite' ? 'SQLITE_CONSTRAINT_CHECK' : '23514');
    expect(await stockOf(product.product_id)).toBe(1);
  });
});
