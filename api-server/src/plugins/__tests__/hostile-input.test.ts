/**
 * NUL characters and non-finite numbers in every input of every call: 400 `{msg}` naming the field,
 * on SQLite and on PostgreSQL alike (PostgreSQL refuses NUL in text itself, which would be a 500),
 * and nothing stored.
 */
import type { InjectOptions } from 'fastify';
import { describeEachDatabase } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { multipartPayload } from '../../../test/helpers/multipart';
import { pngBytes } from '../../../test/helpers/images';

const NUL = '\u0000';

interface Case {
  what: string;
  field: string;
  request: () => Promise<InjectOptions>;
}

describeEachDatabase('hostile input is refused at the edge', (t) => {
  let seller: Seller;
  let customer: Customer;
  let productId: number;
  let cartId: number;

  beforeAll(async () => {
    seller = await t.signUpStore();
    customer = await t.signUpCustomer();
    productId = (await t.addProduct(seller, { name: 'Kettle', stock: '9' })).product_id;
    const line = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: customer.auth, payload: { product_id: productId, quantity: 1, full_location: 'Home' } });
    cartId = line.json().item.cart_id;
  });

  const json = (method: InjectOptions['method'], url: string, payload: unknown, headers: Record<string, string> = {}) =>
    async (): Promise<InjectOptions> => ({ method, url, payload: payload as InjectOptions['payload'], headers });
  const get = (url: string, headers: Record<string, string> = {}) => async (): Promise<InjectOptions> => ({ method: 'GET', url, headers });
  const form = (method: InjectOptions['method'], url: string, fields: () => Record<string, string>, file: string | null, auth: () => Record<string, string>) =>
    async (): Promise<InjectOptions> => {
      const body = await multipartPayload(fields(), file ? [{ field: file, filename: 'p.png', bytes: await pngBytes(), type: 'image/png' }] : []);
      return { method, url, payload: body.payload, headers: { ...body.headers, ...auth() } };
    };
  const storeRegFields = (over: Record<string, string>) => ({ store_name: t.uniqueName('s'), password: 'password 123', full_location: 'Somewhere', bio: 'Bio', ...over });
  const storeUpdateFields = (over: Record<string, string>) => ({ store_name: seller.store_name, full_location: 'Somewhere', ...over });
  const productFields = (over: Record<string, string>) => ({ name: 'Pot', desc: 'A pot', price: '10', stock: '3', country: 'Japan', ...over });
  const productUpdateFields = (over: Record<string, string>) => ({ product_id: String(productId), ...productFields(over) });
  const c = () => customer.auth;
  const s = () => seller.auth;

  const nulCases: Case[] = [
    { what: 'register: username', field: 'username', request: json('POST', '/api/user/reg', { username: `ab${NUL}c`, password: 'password 123', full_location: 'X' }) },
    { what: 'register: password', field: 'password', request: json('POST', '/api/user/reg', { username: 'nul_pw_user', password: `pass${NUL}word`, full_location: 'X' }) },
    { what: 'register: full_location', field: 'full_location', request: json('POST', '/api/user/reg', { username: 'nul_loc_user', password: 'password 123', full_location: `X${NUL}` }) },
    { what: 'customer login: username', field: 'username', request: json('POST', '/api/user/log', { username: `a${NUL}b`, password: 'password 123' }) },
    { what: 'customer login: password', field: 'password', request: json('POST', '/api/user/log', { username: 'someone', password: `pw${NUL}` }) },
    { what: 'customer update: full_location', field: 'full_location', request: async () => ({ method: 'PATCH', url: '/api/user/update', headers: c(), payload: { full_location: `Y${NUL}` } }) },
    { what: 'customer update: password', field: 'password', request: async () => ({ method: 'PATCH', url: '/api/user/update', headers: c(), payload: { password: `password${NUL}1` } }) },
    { what: 'store login: store_name', field: 'store_name', request: json('POST', '/api/store/log', { store_name: `s${NUL}`, password: 'password 123' }) },
    { what: 'store register: bio', field: 'bio', request: form('POST', '/api/store/reg', () => storeRegFields({ bio: `B${NUL}io` }), 'storeImg', () => ({})) },
    { what: 'store register: full_location', field: 'full_location', request: form('POST', '/api/store/reg', () => storeRegFields({ full_location: `F${NUL}` }), 'storeImg', () => ({})) },
    { what: 'store register: password', field: 'password', request: form('POST', '/api/store/reg', () => storeRegFields({ password: `password${NUL}9` }), 'storeImg', () => ({})) },
    { what: 'store update: bio', field: 'bio', request: form('PATCH', '/api/store/update', () => storeUpdateFields({ bio: `B${NUL}` }), null, s) },
    { what: 'store update: full_location', field: 'full_location', request: form('PATCH', '/api/store/update', () => storeUpdateFields({ full_location: `F${NUL}` }), null, s) },
    { what: 'store page: path', field: 'store_name', request: get(`/api/store/ab${encodeURIComponent(NUL)}cd`) },
    { what: 'shop query: q', field: 'q', request: get(`/api/products?q=tea${encodeURIComponent(NUL)}`) },
    { what: 'shop query: country', field: 'country', request: get(`/api/products?country=Ja${encodeURIComponent(NUL)}pan`) },
    { what: 'shop query: cursor', field: 'cursor', request: get(`/api/products?cursor=${encodeURIComponent(NUL)}`) },
    { what: 'add product: name', field: 'name', request: form('POST', '/api/product/add', () => productFields({ name: `Po${NUL}t` }), 'productImg', s) },
    { what: 'add product: desc', field: 'desc', request: form('POST', '/api/product/add', () => productFields({ desc: `D${NUL}` }), 'productImg', s) },
    { what: 'add product: country', field: 'country', request: form('POST', '/api/product/add', () => productFields({ country: `J${NUL}` }), 'productImg', s) },
    { what: 'update product: name', field: 'name', request: form('PATCH', '/api/product/update', () => productUpdateFields({ name: `N${NUL}` }), null, s) },
    { what: 'follow: store_name', field: 'store_name', request: async () => ({ method: 'POST', url: '/api/follow', headers: c(), payload: { store_id: seller.store_id, store_name: `x${NUL}` } }) },
    { what: 'cart add: full_location', field: 'full_location', request: async () => ({ method: 'POST', url: '/api/cart/add', headers: c(), payload: { product_id: productId, quantity: 1, full_location: `Home${NUL}` } }) },
    { what: 'chat: msg', field: 'msg', request: async () => ({ method: 'POST', url: `/api/msg/add/${seller.store_name}/and/${customer.username}`, headers: c(), payload: { msg: `hello${NUL}there` } }) },
    { what: 'chat path: store_name', field: 'store_name', request: async () => ({ method: 'GET', url: `/api/msg/get/${encodeURIComponent(`a${NUL}`)}/and/${customer.username}`, headers: c() }) },
    { what: 'chat path: username', field: 'username', request: async () => ({ method: 'POST', url: `/api/msg/add/${seller.store_name}/and/${encodeURIComponent(`u${NUL}`)}`, headers: s(), payload: { msg: 'hi' } }) },
    { what: 'Authorization header', field: 'authorization', request: get('/api/cart', { authorization: `Bearer abc${NUL}def` }) },
  ];

  it.each(nulCases.map((k) => [k.what, k] as const))('NUL in %s: 400 naming the field', async (_what, k) => {
    const res = await t.app.inject(await k.request());
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['msg', 'code', 'field']);
    expect(res.json().msg).toContain(k.field);
    expect(res.json().code).toBe('field_invalid');
    expect(res.json().field).toBe(k.field);
  });

  const infinities = ['Infinity', '-Infinity', '1e400', 'NaN'];
  const numberCases: Array<[string, string, (v: string) => Promise<InjectOptions>]> = [
    ['product id in the path', 'product_id', async (v) => ({ method: 'GET', url: `/api/product/${v}` })],
    ["a store's products", 'store_id', async (v) => ({ method: 'GET', url: `/api/product/store/${v}` })],
    ['follow status query', 'store_id', async (v) => ({ method: 'GET', url: `/api/follow?store_id=${v}` })],
    ['shop min_price', 'min_price', async (v) => ({ method: 'GET', url: `/api/products?min_price=${v}` })],
    ['shop max_price', 'max_price', async (v) => ({ method: 'GET', url: `/api/products?max_price=${v}` })],
    ['shop limit', 'limit', async (v) => ({ method: 'GET', url: `/api/products?limit=${v}` })],
    ['add product price', 'price', async (v) => form('POST', '/api/product/add', () => productFields({ price: v }), 'productImg', s)()],
    ['add product stock', 'stock', async (v) => form('POST', '/api/product/add', () => productFields({ stock: v }), 'productImg', s)()],
    ['update product id', 'product_id', async (v) => form('PATCH', '/api/product/update', () => ({ ...productUpdateFields({}), product_id: v }), null, s)()],
  ];
  it.each(numberCases)('%s as Infinity, -Infinity, 1e400 or NaN: 400 naming the field', async (_what, field, make) => {
    for (const value of infinities) {
      const res = await t.app.inject(await make(value));
      expect([res.statusCode, value]).toEqual([400, value]);
      expect(res.json().msg).toContain(field);
    }
  });

  it.each([
    ['POST /api/follow', (body: string) => ({ method: 'POST' as const, url: '/api/follow', headers: { ...customer.auth, 'content-type': 'application/json' }, payload: body }), 'store_id'],
    ['POST /is/follow', (body: string) => ({ method: 'POST' as const, url: '/is/follow', headers: { 'content-type': 'application/json' }, payload: body }), 'store_id'],
    ['DELETE /api/product/delete', (body: string) => ({ method: 'DELETE' as const, url: '/api/product/delete', headers: { ...seller.auth, 'content-type': 'application/json' }, payload: body.replace('store_id', 'product_id') }), 'product_id'],
    ['POST /api/order/add', (body: string) => ({ method: 'POST' as const, url: '/api/order/add', headers: { ...customer.auth, 'content-type': 'application/json' }, payload: body.replace('store_id', 'cart_id') }), 'cart_id'],
    ['POST /api/order/done', (body: string) => ({ method: 'POST' as const, url: '/api/order/done', headers: { ...seller.auth, 'content-type': 'application/json' }, payload: body.replace('store_id', 'order_id') }), 'order_id'],
    ['DELETE /api/cart/delete', (body: string) => ({ method: 'DELETE' as const, url: '/api/cart/delete', headers: { ...customer.auth, 'content-type': 'application/json' }, payload: body.replace('store_id', 'cart_id') }), 'cart_id'],
  ])('%s with 1e400 (Infinity once parsed) in a JSON body: 400 naming the field', async (_call, make, field) => {
    for (const body of ['{"store_id": 1e400}', '{"store_id": -1e400}']) {
      const res = await t.app.inject(make(body));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain(field);
    }
  });

  it('cart quantities: Infinity refused too, and nothing was stored by any refused call', async () => {
    for (const quantity of ['1e400', '-1e400']) {
      const add = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: { ...customer.auth, 'content-type': 'application/json' }, payload: `{"product_id": ${productId}, "quantity": ${quantity}, "full_location": "Home"}` });
      expect(add.statusCode).toBe(400);
      const update = await t.app.inject({ method: 'PATCH', url: '/api/cart/update', headers: { ...customer.auth, 'content-type': 'application/json' }, payload: `{"cart_id": ${cartId}, "quantity": ${quantity}}` });
      expect(update.statusCode).toBe(400);
      expect(update.json().msg).toContain('quantity');
    }
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: customer.auth })).json();
    expect(cart).toEqual([expect.objectContaining({ cart_id: cartId, quantity: 1, full_location: 'Home' })]);
    const products = await t.db.selectFrom('products').select('name').where('store_id', '=', seller.store_id).execute();
    expect(products).toEqual([{ name: 'Kettle' }]);
    const messages = await t.db.selectFrom('messages').select('message_id').execute();
    expect(messages).toEqual([]);
    const store = (await t.app.inject({ method: 'GET', url: `/api/store/${seller.store_name}` })).json();
    expect(store.bio).toBe(seller.bio);
  });
});
