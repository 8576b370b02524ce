import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';

async function cartRows(t: TestApp) {
  return t.db.selectFrom('cart_items').selectAll().orderBy('cart_id').execute();
}

describeEachDatabase('cart: /api/cart*', (t) => {
  let seller: Seller;
  let customer: Customer;
  let teapot: { product_id: number; img: string };

  beforeAll(async () => {
    seller = await t.signUpStore({ full_location: '2 Market Rd, Osaka, Japan' });
    customer = await t.signUpCustomer();
    teapot = await t.addProduct(seller, { name: 'Cast Iron Teapot', price: '42.5', stock: '5', country: 'Japan' });
  });

  const getCart = (who: { auth: { authorization: string } }) => t.app.inject({ method: 'GET', url: '/api/cart', headers: who.auth });
  const add = (who: { auth: { authorization: string } }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/cart/add', headers: who.auth, payload });
  const update = (who: { auth: { authorization: string } }, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/cart/update', headers: who.auth, payload });
  const remove = (who: { auth: { authorization: string } }, payload: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/cart/delete', headers: who.auth, payload });

  describe('GET /api/cart', () => {
    it('answers [] for an empty cart', async () => {
      const fresh = await t.signUpCustomer();
      const res = await getCart(fresh);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it("lists only the caller's lines, oldest first, with current product and store data", async () => {
      const buyer = await t.signUpCustomer();
      const bowl = await t.addProduct(seller, { name: 'Rice Bowl', price: '12', stock: '9' });
      await add(buyer, { product_id: teapot.product_id, quantity: 1, full_location: 'Home, Lyon, France' });
      await add(buyer, { product_id: bowl.product_id, quantity: 2, full_location: 'Home, Lyon, France' });
      await add(customer, { product_id: bowl.product_id, quantity: 1, full_location: 'Elsewhere' });
      // A later price change shows up in the cart: prices are read from the product.
      await t.db.updateTable('products').set({ price_cents: 1350 }).where('product_id', '=', bowl.product_id).execute();
      const res = await getCart(buyer);
      expect(res.statusCode).toBe(200);
      const items = res.json();
      expect(items).toEqual([
        {
          cart_id: expect.any(Number), store_id: seller.store_id, store_name: seller.store_name, product_id: teapot.product_id, quantity: 1,
          country: 'Japan', full_location: 'Home, Lyon, France', name: 'Cast Iron Teapot', price: 42.5, total: 42.5, img: teapot.img, available: true,
        },
        {
          cart_id: expect.any(Number), store_id: seller.store_id, store_name: seller.store_name, product_id: bowl.product_id, quantity: 2,
          country: 'Japan', full_location: 'Home, Lyon, France', name: 'Rice Bowl', price: 13.5, total: 27, img: bowl.img, available: true,
        },
      ]);
      expect(items[0].cart_id).toBeLessThan(items[1].cart_id);
    });
  });

  describe('POST /api/cart/add', () => {
    it('answers 201 {msg, item} with name, price, picture, store and country from the product, not from the body', async () => {
      const buyer = await t.signUpCustomer();
      const res = await add(buyer, {
        product_id: teapot.product_id, quantity: 2, full_location: '1 Rue Haute, Lyon, France',
        store_id: 999, store_name: 'fake', name: 'Free teapot', price: 0.01, img: '/evil.png', country: 'Nowhere',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        msg: 'Added to cart',
        item: {
          cart_id: expect.any(Number), store_id: seller.store_id, store_name: seller.store_name, product_id: teapot.product_id, quantity: 2,
          country: 'Japan', full_location: '1 Rue Haute, Lyon, France', name: 'Cast Iron Teapot', price: 42.5, total: 85, img: teapot.img, available: true,
        },
      });
      const rows = await t.db.selectFrom('cart_items').selectAll().where('user_id', '=', buyer.user_id).execute();
      expect(rows).toHaveLength(1);
    });

    it('merges the same product and location into one line; another location is another line', async () => {
      const buyer = await t.signUpCustomer();
      const first = (await add(buyer, { product_id: teapot.product_id, quantity: 1, full_location: 'Home' })).json().item;
      const second = await add(buyer, { product_id: teapot.product_id, quantity: 2, full_location: 'Home' });
      expect(second.statusCode).toBe(201);
      expect(second.json().item).toMatchObject({ cart_id: first.cart_id, quantity: 3 });
      const office = await add(buyer, { product_id: teapot.product_id, quantity: 1, full_location: 'Office' });
      expect(office.json().item.cart_id).not.toBe(first.cart_id);
      expect((await getCart(buyer)).json().map((i: { quantity: number; full_location: string }) => [i.full_location, i.quantity])).toEqual([
        ['Home', 3],
        ['Office', 1],
      ]);
    });

    it('refuses more than the stock (409, clear msg) and adds nothing', async () => {
      const buyer = await t.signUpCustomer();
      const res = await add(buyer, { product_id: teapot.product_id, quantity: 6, full_location: 'Home' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: 'Only 5 of Cast Iron Teapot left in stock', code: 'not_enough_stock' });
      expect((await getCart(buyer)).json()).toEqual([]);
    });

    it('refuses a merge that would exceed the stock (409) and keeps the line as it was', async () => {
      const buyer = await t.signUpCustomer();
      await add(buyer, { product_id: teapot.product_id, quantity: 4, full_location: 'Home' });
      const res = await add(buyer, { product_id: teapot.product_id, quantity: 2, full_location: 'Home' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: 'Only 5 of Cast Iron Teapot left in stock, and your cart already has 4', code: 'not_enough_stock' });
      expect((await getCart(buyer)).json().map((i: { quantity: number }) => i.quantity)).toEqual([4]);
    });

    it('refuses a product that is out of stock (409)', async () => {
      const soldOut = await t.addProduct(seller, { name: 'Lacquer Box', stock: '0' });
      const res = await add(customer, { product_id: soldOut.product_id, quantity: 1, full_location: 'Home' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: 'Lacquer Box is out of stock', code: 'not_enough_stock' });
    });

    it('answers 404 for a product that does not exist', async () => {
      const res = await add(customer, { product_id: 987654, quantity: 1, full_location: 'Home' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'Product not found', code: 'product_not_found' });
    });

    it.each([
      [{ quantity: 1, full_location: 'Home' }, 'product_id is required'],
      [{ product_id: 'abc', quantity: 1, full_location: 'Home' }, 'product_id must be a whole number'],
      [{ product_id: 0, quantity: 1, full_location: 'Home' }, 'product_id must be at least 1'],
      [{ product_id: 1, full_location: 'Home' }, 'quantity is required'],
      [{ product_id: 1, quantity: 0, full_location: 'Home' }, 'quantity must be at least 1'],
      [{ product_id: 1, quantity: 1.5, full_location: 'Home' }, 'quantity must be a whole number'],
      [{ product_id: 1, quantity: 1_000_001, full_location: 'Home' }, 'quantity must be at most 1000000'],
      [{ product_id: 1, quantity: 1, full_location: '' }, 'full_location must not be empty'],
      [{ product_id: 1, quantity: 1, full_location: 'x'.repeat(201) }, 'full_location must be at most 200 characters'],
    ])('refuses %j with 400 "%s" and adds nothing', async (payload, msg) => {
      const before = await cartRows(t);
      const res = await add(customer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
      expect(await cartRows(t)).toEqual(before);
    });
  });

  describe('PATCH /api/cart/update', () => {
    it('sets the quantity of an own line: 200 {msg, item}', async () => {
      const buyer = await t.signUpCustomer();
      const line = (await add(buyer, { product_id: teapot.product_id, quantity: 1, full_location: 'Home' })).json().item;
      const res = await update(buyer, { cart_id: line.cart_id, quantity: 5 });
      expect(res.statusCode).toBe(200);
      // The line's total follows the new quantity.
      expect(res.json()).toEqual({ msg: 'Cart updated', item: { ...line, quantity: 5, total: 212.5 } });
      expect((await getCart(buyer)).json()[0].quantity).toBe(5);
    });

    it('refuses more than the stock (409) and keeps the quantity', async () => {
      const buyer = await t.signUpCustomer();
      const line = (await add(buyer, { product_id: teapot.product_id, quantity: 2, full_location: 'Home' })).json().item;
      const res = await update(buyer, { cart_id: line.cart_id, quantity: 6 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ msg: 'Only 5 of Cast Iron Teapot left in stock', code: 'not_enough_stock' });
      expect((await getCart(buyer)).json()[0].quantity).toBe(2);
    });

    it("answers 404 for another customer's line and leaves it unchanged", async () => {
      const owner = await t.signUpCustomer();
      const line = (await add(owner, { product_id: teapot.product_id, quantity: 2, full_location: 'Home' })).json().item;
      const before = await cartRows(t);
      const res = await update(customer, { cart_id: line.cart_id, quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'This item is not in your cart', code: 'cart_line_not_found' });
      expect(await cartRows(t)).toEqual(before);
    });

    it('answers 404 for a line that does not exist', async () => {
      const res = await update(customer, { cart_id: 987654, quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'This item is not in your cart', code: 'cart_line_not_found' });
    });

    it.each([
      [{ quantity: 1 }, 'cart_id is required'],
      [{ cart_id: -1, quantity: 1 }, 'cart_id must be at least 1'],
      [{ cart_id: 1 }, 'quantity is required'],
      [{ cart_id: 1, quantity: 0 }, 'quantity must be at least 1'],
      [{ cart_id: 1, quantity: 'two' }, 'quantity must be a whole number'],
    ])('refuses %j with 400 "%s"', async (payload, msg) => {
      const before = await cartRows(t);
      const res = await update(customer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
      expect(await cartRows(t)).toEqual(before);
    });
  });

  describe('DELETE /api/cart/delete', () => {
    it('removes an own line: 200 {msg}', async () => {
      const buyer = await t.signUpCustomer();
      const line = (await add(buyer, { product_id: teapot.product_id, quantity: 1, full_location: 'Home' })).json().item;
      const res = await remove(buyer, { cart_id: line.cart_id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'Item removed from cart' });
      expect((await getCart(buyer)).json()).toEqual([]);
      const again = await remove(buyer, { cart_id: line.cart_id });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ msg: 'This item is not in your cart', code: 'cart_line_not_found' });
    });

    it("answers 404 for another customer's line and keeps it", async () => {
      const owner = await t.signUpCustomer();
      const line = (await add(owner, { product_id: teapot.product_id, quantity: 1, full_location: 'Home' })).json().item;
      const before = await cartRows(t);
      const res = await remove(customer, { cart_id: line.cart_id });
      expect(res.statusCode).toBe(404);
      expect(await cartRows(t)).toEqual(before);
    });

    it.each([
      [{}, 'cart_id is required'],
      [{ cart_id: 'x' }, 'cart_id must be a whole number'],
    ])('refuses %j with 400 "%s"', async (payload, msg) => {
      const res = await remove(customer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
    });

    it('a deleted product takes its cart lines with it', async () => {
      const buyer = await t.signUpCustomer();
      const vase = await t.addProduct(seller, { name: 'Vase' });
      await add(buyer, { product_id: vase.product_id, quantity: 1, full_location: 'Home' });
      const del = await t.app.inject({ method: 'DELETE', url: '/api/product/delete', headers: seller.auth, payload: { product_id: vase.product_id } });
      expect(del.statusCode).toBe(200);
      expect((await getCart(buyer)).json()).toEqual([]);
    });
  });
});
