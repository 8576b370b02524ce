import { describeEachDatabase } from '../../../test/helpers/app';
import { multipartPayload } from '../../../test/helpers/multipart';
import { jpegBytes, pngBytes } from '../../../test/helpers/images';
import type { Seller } from '../../../test/helpers/actors';

describeEachDatabase('products: /api/product/*', (t) => {
  async function add(seller: Seller, fields: Record<string, string | number>, image: Buffer | null) {
    const form = await multipartPayload(fields, image ? [{ field: 'productImg', filename: 'p.png', bytes: image, type: 'image/png' }] : []);
    return t.app.inject({ method: 'POST', url: '/api/product/add', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
  }
  async function update(seller: Seller, fields: Record<string, string | number>, image: Buffer | null = null) {
    const form = await multipartPayload(fields, image ? [{ field: 'productImg', filename: 'p.jpg', bytes: image, type: 'image/jpeg' }] : []);
    return t.app.inject({ method: 'PATCH', url: '/api/product/update', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
  }
  const remove = (seller: Seller, payload: object) => t.app.inject({ method: 'DELETE', url: '/api/product/delete', headers: seller.auth, payload });
  const get = (id: number | string) => t.app.inject({ method: 'GET', url: `/api/product/${id}` });
  const valid = { name: 'Silk scarf', desc: 'Hand-dyed silk', price: '24.90', stock: '7', country: 'Thailand' };
  const rowOf = (id: number) => t.db.selectFrom('products').selectAll().where('product_id', '=', id).executeTakeFirst();

  describe('POST /api/product/add', () => {
    it('adds a product (201 {msg, product}) with the exact price and its picture', async () => {
      const seller = await t.signUpStore();
      const res = await add(seller, valid, await pngBytes());
      expect(res.statusCode).toBe(201);
      const { msg, product } = res.json();
      expect(msg).toBe('Product added');
      expect(product).toEqual({
        product_id: expect.any(Number), store_id: seller.store_id, store_name: seller.store_name, name: 'Silk scarf', desc: 'Hand-dyed silk',
        price: 24.9, stock: 7, country: 'Thailand', img: expect.stringMatching(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/), ships_to: [],
        rating_average: null, rating_count: 0,
      });
      expect((await rowOf(product.product_id))!.price_cents).toBe(2490);
      expect((await t.app.inject({ method: 'GET', url: product.img })).statusCode).toBe(200);
    });

    it.each(['0.01', '19.99', '0.29', '1.15', '999999.99', '1000000'])('keeps the price %s exactly', async (price) => {
      const seller = await t.signUpStore();
      const res = await add(seller, { ...valid, price }, await pngBytes());
      expect(res.statusCode).toBe(201);
      expect(res.json().product.price).toBe(Number(price));
      expect((await rowOf(res.json().product.product_id))!.price_cents).toBe(Math.round(Number(price) * 100));
    });

    it.each([
      [{ name: undefined }, 'name is required'],
      [{ name: '' }, 'name must not be empty'],
      [{ name: 'n'.repeat(121) }, 'name must be at most 120 characters'],
      [{ desc: undefined }, 'desc is required'],
      [{ desc: 'd'.repeat(5001) }, 'desc must be at most 5000 characters'],
      [{ price: undefined }, 'price is required'],
      [{ price: 'abc' }, 'price must be a number'],
      [{ price: '' }, 'price must be a number'],
      [{ price: '0' }, 'price must be at least 0.01'],
      [{ price: '-5' }, 'price must be at least 0.01'],
      [{ price: '0.001' }, 'price must be at least 0.01'],
      [{ price: '5.001' }, 'price must have at most 2 decimals'],
      [{ price: '19.999' }, 'price must have at most 2 decimals'],
      [{ price: '1000000.01' }, 'price must be at most 1000000'],
      [{ stock: undefined }, 'stock is required'],
      [{ stock: '1.5' }, 'stock must be a whole number'],
      [{ stock: '-1' }, 'stock must be at least 0'],
      [{ stock: '1000001' }, 'stock must be at most 1000000'],
      [{ country: undefined }, 'country is required'],
      [{ country: '' }, 'country must not be empty'],
    ])('refuses %j with 400 "%s", writing nothing', async (overrides, msg) => {
      const seller = await t.signUpStore();
      const fields: Record<string, string> = { ...valid };
      for (const [key, value] of Object.entries(overrides)) {
        if (value === undefined) delete fields[key];
        else fields[key] = value;
      }
      const files = t.uploadedFiles();
      const res = await add(seller, fields, await pngBytes());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
      expect(t.uploadedFiles()).toEqual(files);
      expect(await t.db.selectFrom('products').select('product_id').where('store_id', '=', seller.store_id).execute()).toEqual([]);
    });

    it('requires productImg (400)', async () => {
      const res = await add(await t.signUpStore(), valid, null);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: 'productImg is required', code: 'field_required', field: 'productImg' });
    });
  });

  describe('reads', () => {
    it('GET /api/product/get/it/all lists every product oldest first; GET /api/product/{id} and /api/product/store/{id}', async () => {
      const [a, b] = [await t.signUpStore(), await t.signUpStore()];
      const p1 = await t.addProduct(a, { name: 'First' });
      const p2 = await t.addProduct(b, { name: 'Second' });
      const p3 = await t.addProduct(a, { name: 'Third' });
      const all = (await t.app.inject({ method: 'GET', url: '/api/product/get/it/all' })).json() as { product_id: number }[];
      const ids = all.map((p) => p.product_id);
      expect(ids.slice(-3)).toEqual([p1.product_id, p2.product_id, p3.product_id]);
      expect([...ids].sort((x, y) => x - y)).toEqual(ids);

      const one = await get(p2.product_id);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(p2);

      const ofA = (await t.app.inject({ method: 'GET', url: `/api/product/store/${a.store_id}` })).json();
      expect(ofA).toEqual([p1, p3]);
      expect((await t.app.inject({ method: 'GET', url: '/api/product/store/2147483647' })).json()).toEqual([]);
    });

    it('answers 404 "Product not found" for an unknown id and 400 for a malformed one', async () => {
      const missing = await get(2147483647);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ msg: 'Product not found', code: 'product_not_found' });
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await get(bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toMatch(/^product_id must be/);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/product/store/abc' })).json()).toEqual({ msg: 'store_id must be a whole number', code: 'field_invalid', field: 'store_id' });
    });

    it('shows the store\'s current name after a rename', async () => {
      const seller = await t.signUpStore();
      const product = await t.addProduct(seller);
      const newName = t.uniqueName('renamed');
      const form = await multipartPayload({ store_name: newName, full_location: 'x' });
      expect((await t.app.inject({ method: 'PATCH', url: '/api/store/update', headers: { ...form.headers, ...seller.auth }, payload: form.payload })).statusCode).toBe(200);
      expect((await get(product.product_id)).json().store_name).toBe(newName);
    });
  });

  describe('PATCH /api/product/update', () => {
    it('updates every field and keeps the picture when none is sent', async () => {
      const seller = await t.signUpStore();
      const product = await t.addProduct(seller);
      const res = await update(seller, { product_id: product.product_id, name: 'Kettle', desc: 'Steel kettle', price: '30', stock: '0', country: 'Korea' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'Product updated', product: { ...product, name: 'Kettle', desc: 'Steel kettle', price: 30, stock: 0, country: 'Korea' } });
    });

    it('replaces the picture and removes the old file', async () => {
      const seller = await t.signUpStore();
      const product = await t.addProduct(seller);
      const res = await update(seller, { ...valid, product_id: product.product_id }, await jpegBytes());
      expect(res.statusCode).toBe(200);
      const img = res.json().product.img as string;
      expect(img).not.toBe(product.img);
      expect(t.uploadedFiles()).toContain(img.replace('/uploads/', ''));
      expect(t.uploadedFiles()).not.toContain(product.img.replace('/uploads/', ''));
      expect((await t.app.inject({ method: 'GET', url: product.img })).statusCode).toBe(404);
    });

    it('refuses another store\'s product (403) and an unknown one (404), changing nothing and writing no file', async () => {
      const [owner, other] = [await t.signUpStore(), await t.signUpStore()];
      const product = await t.addProduct(owner);
      const row = await rowOf(product.product_id);
      const files = t.uploadedFiles();
      const foreign = await update(other, { ...valid, product_id: product.product_id }, await jpegBytes());
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ msg: 'This product belongs to another store', code: 'forbidden' });
      const unknown = await update(other, { ...valid, product_id: 2147483647 }, await jpegBytes());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ msg: 'Product not found', code: 'product_not_found' });
      expect(await rowOf(product.product_id)).toEqual(row);
      expect(t.uploadedFiles()).toEqual(files);
    });

    it.each([
      [{ product_id: undefined }, 'product_id is required'],
      [{ product_id: 'x' }, 'product_id must be a whole number'],
      [{ price: '1.234' }, 'price must have at most 2 decimals'],
      [{ stock: '' }, 'stock must be a whole number'],
    ])('refuses %j with 400 "%s"', async (overrides, msg) => {
      const seller = await t.signUpStore();
      const product = await t.addProduct(seller);
      const fields: Record<string, string | number> = { ...valid, product_id: product.product_id };
      for (const [key, value] of Object.entries(overrides)) {
        if (value === undefined) delete fields[key];
        else fields[key] = value;
      }
      const res = await update(seller, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
    });
  });

  describe('DELETE /api/product/delete', () => {
    it('deletes the product, its picture and the cart lines holding it; orders keep their copy', async () => {
      const seller = await t.signUpStore();
      const customer = await t.signUpCustomer();
      const product = await t.addProduct(seller, { name: 'Vase', price: '15.00' });
      const now = new Date().toISOString();
      await t.db.insertInto('cart_items').values({ user_id: customer.user_id, product_id: product.product_id, quantity: 1, full_location: 'x', created_at: now }).execute();
      await t.db.insertInto('orders').values({
        user_id: customer.user_id, store_id: seller.store_id, product_id: product.product_id, name: 'Vase', price_cents: 1500, quantity: 1,
        country: 'Japan', full_location: 'x', created_at: now, completed_at: null,
      }).execute();

      const res = await remove(seller, { product_id: product.product_id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ msg: 'Product deleted' });
      expect((await get(product.product_id)).statusCode).toBe(404);
      expect(t.uploadedFiles()).not.toContain(product.img.replace('/uploads/', ''));
      expect(await t.db.selectFrom('cart_items').select('cart_id').where('product_id', '=', product.product_id).execute()).toEqual([]);
      const orders = await t.db.selectFrom('orders').selectAll().where('product_id', '=', product.product_id).execute();
      expect(orders).toEqual([expect.objectContaining({ name: 'Vase', price_cents: 1500 })]);
    });

    it('refuses another store\'s product (403) and an unknown one (404), keeping the product', async () => {
      const [owner, other] = [await t.signUpStore(), await t.signUpStore()];
      const product = await t.addProduct(owner);
      const foreign = await remove(other, { product_id: product.product_id });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ msg: 'This product belongs to another store', code: 'forbidden' });
      const unknown = await remove(other, { product_id: 2147483647 });
      expect(unknown.statusCode).toBe(404);
      expect((await get(product.product_id)).statusCode).toBe(200);
      expect(t.uploadedFiles()).toContain(product.img.replace('/uploads/', ''));
    });

    it.each([
      [{}, 'product_id is required'],
      [{ product_id: 'abc' }, 'product_id must be a whole number'],
      [{ product_id: 0 }, 'product_id must be at least 1'],
    ])('refuses %j with 400 "%s"', async (payload, msg) => {
      const res = await remove(await t.signUpStore(), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
    });
  });
});
