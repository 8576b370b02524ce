/**
 * Requests as a client written against the spec sends them (the contract: existing clients keep
 * working): an empty picture field sent as text, a blank bio, a cart line without a location.
 */
import { describeEachDatabase } from '../../../test/helpers/app';
import { multipartPayload } from '../../../test/helpers/multipart';
import { pngBytes } from '../../../test/helpers/images';

describeEachDatabase('clients written against the spec', (t) => {
  async function send(method: 'POST' | 'PATCH', url: string, auth: Record<string, string>, fields: Record<string, string>, picture?: { field: string }) {
    const form = await multipartPayload(fields, picture ? [{ field: picture.field, filename: 'p.png', bytes: await pngBytes(), type: 'image/png' }] : []);
    return t.app.inject({ method, url, headers: { ...form.headers, ...auth }, payload: form.payload });
  }

  it.each(['', 'null', 'undefined'])('PATCH /api/product/update with productImg sent as the text %j keeps the picture', async (text) => {
    const seller = await t.signUpStore();
    const product = await t.addProduct(seller, { name: 'Bowl' });
    const res = await send('PATCH', '/api/product/update', seller.auth, {
      product_id: String(product.product_id), name: 'Blue bowl', desc: 'Glazed', price: '12.50', stock: '4', country: 'Japan', productImg: text,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ name: 'Blue bowl', img: product.img });
    expect((await t.app.inject({ method: 'GET', url: product.img })).statusCode).toBe(200);
  });

  it.each(['', 'null', 'undefined'])('PATCH /api/store/update with storeImg sent as the text %j keeps the picture', async (text) => {
    const seller = await t.signUpStore();
    const before = (await t.app.inject({ method: 'GET', url: `/api/store/${seller.store_name}` })).json();
    const res = await send('PATCH', '/api/store/update', seller.auth, { store_name: seller.store_name, full_location: 'New street 2', storeImg: text });
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/api/store/${seller.store_name}` })).json();
    expect(after).toMatchObject({ full_location: 'New street 2', img: before.img });
  });

  it.each(['', 'null', 'undefined'])('a required picture sent as the text %j: "productImg is required" / "storeImg is required"', async (text) => {
    const seller = await t.signUpStore();
    const product = await send('POST', '/api/product/add', seller.auth, { name: 'Cup', desc: 'Small', price: '3', stock: '1', country: 'Japan', productImg: text });
    expect(product.statusCode).toBe(400);
    expect(product.json()).toEqual({ msg: 'productImg is required', code: 'field_required', field: 'productImg' });
    const store = await send('POST', '/api/store/reg', {}, { store_name: t.uniqueName('s'), password: 'password 123', full_location: 'X', bio: 'Y', storeImg: text });
    expect(store.statusCode).toBe(400);
    expect(store.json()).toEqual({ msg: 'storeImg is required', code: 'field_required', field: 'storeImg' });
  });

  it('a picture field holding other text is still refused', async () => {
    const seller = await t.signUpStore();
    const res = await send('PATCH', '/api/store/update', seller.auth, { store_name: seller.store_name, full_location: 'X', storeImg: 'C:\\fakepath\\logo.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'storeImg must be an image file', code: 'not_an_image', field: 'storeImg' });
  });

  it.each(['', '   '])('a blank bio (%j) in PATCH /api/store/update keeps the current bio, as a blank password keeps the password', async (bio) => {
    const seller = await t.signUpStore({ bio: 'Hand-thrown stoneware' });
    const res = await send('PATCH', '/api/store/update', seller.auth, { store_name: seller.store_name, full_location: 'Kiln lane 1', bio, password: '' });
    expect(res.statusCode).toBe(200);
    const store = (await t.app.inject({ method: 'GET', url: `/api/store/${seller.store_name}` })).json();
    expect(store).toMatchObject({ bio: 'Hand-thrown stoneware', full_location: 'Kiln lane 1' });
    const login = await t.app.inject({ method: 'POST', url: '/api/store/log', payload: { store_name: seller.store_name, password: seller.password } });
    expect(login.statusCode).toBe(200);
  });

  it('a bio over 1000 characters is still refused', async () => {
    const seller = await t.signUpStore();
    const res = await send('PATCH', '/api/store/update', seller.auth, { store_name: seller.store_name, full_location: 'X', bio: 'b'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'bio must be at most 1000 characters', code: 'field_too_long', field: 'bio' });
  });

  it('a second store-profile save in one visit, without full_location (the form refills from the token), keeps the location', async () => {
    const seller = await t.signUpStore({ full_location: '3 Canal St, Osaka, Japan', bio: 'Ceramics' });
    const first = await send('PATCH', '/api/store/update', seller.auth, { store_name: seller.store_name, full_location: '9 River Rd, Kyoto, Japan', bio: 'Stoneware', password: '' });
    expect(first.statusCode).toBe(200);
    // The spec client's form now holds only what the new token says: the name (and the bio it kept).
    const again = { authorization: `Bearer ${first.json().token as string}` };
    const second = await send('PATCH', '/api/store/update', again, { store_name: seller.store_name, bio: 'Stoneware and porcelain', password: '' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ msg: expect.any(String), token: expect.any(String) });
    const store = (await t.app.inject({ method: 'GET', url: `/api/store/${seller.store_name}` })).json();
    expect(store).toMatchObject({ full_location: '9 River Rd, Kyoto, Japan', bio: 'Stoneware and porcelain' });
    const blank = await send('PATCH', '/api/store/update', again, { store_name: seller.store_name, full_location: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ msg: 'full_location must not be empty', code: 'field_required', field: 'full_location' });
    expect((await t.app.inject({ method: 'GET', url: `/api/store/${seller.store_name}` })).json()).toMatchObject({ full_location: '9 River Rd, Kyoto, Japan' });
  });

  it('POST /api/cart/add without full_location uses the customer\'s registered location (and merges with a line there)', async () => {
    const seller = await t.signUpStore();
    const product = await t.addProduct(seller, { stock: '10' });
    const customer = await t.signUpCustomer({ full_location: '5 Rue Verte, Lyon, France' });
    const first = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: customer.auth, payload: { product_id: product.product_id, quantity: 2 } });
    expect(first.statusCode).toBe(201);
    expect(first.json().item).toMatchObject({ full_location: '5 Rue Verte, Lyon, France', quantity: 2 });
    const second = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: customer.auth, payload: { product_id: product.product_id, quantity: 1, full_location: '5 Rue Verte, Lyon, France' } });
    expect(second.json().item).toMatchObject({ cart_id: first.json().item.cart_id, quantity: 3 });
    const empty = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: customer.auth, payload: { product_id: product.product_id, quantity: 1, full_location: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ msg: 'full_location must not be empty', code: 'field_required', field: 'full_location' });
  });
});
