import { describeEachDatabase } from '../../test/helpers/app';

describeEachDatabase('durability across a restart (same DATA_DIR)', (t) => {
  it('keeps accounts, products, follows, pictures and the signing secret', async () => {
    const seller = await t.signUpStore();
    const customer = await t.signUpCustomer();
    const product = await t.addProduct(seller, { name: 'Durable teapot', price: '42.42' });
    await t.app.inject({ method: 'POST', url: '/api/follow', headers: customer.auth, payload: { store_id: seller.store_id } });

    await t.restart();

    expect((await t.app.inject({ method: 'GET', url: `/api/product/${product.product_id}` })).json()).toEqual(product);
    const image = await t.app.inject({ method: 'GET', url: product.img });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const login = await t.app.inject({ method: 'POST', url: '/api/user/log', payload: { username: customer.username, password: customer.password } });
    expect(login.statusCode).toBe(200);
    // A token issued before the restart still works: the secret was kept in DATA_DIR.
    const follow = await t.app.inject({ method: 'GET', url: `/api/follow?store_id=${seller.store_id}`, headers: customer.auth });
    expect(follow.json()).toEqual({ followers_count: 1, msg: 'followed' });
    const search = await t.app.inject({ method: 'GET', url: '/api/products?q=durable' });
    expect(search.json().items.map((p: { product_id: number }) => p.product_id)).toContain(product.product_id);
  });
});
