import { describeEachDatabase } from '../../../test/helpers/app';

describeEachDatabase('follows: /api/follow, /is/follow', (t) => {
  const status = async (storeId: number | string, auth: Record<string, string> = {}) => {
    const viaGet = await t.app.inject({ method: 'GET', url: `/api/follow?store_id=${storeId}`, headers: auth });
    const viaPost = await t.app.inject({ method: 'POST', url: '/is/follow', headers: auth, payload: { store_id: storeId } });
    expect(viaPost.statusCode).toBe(viaGet.statusCode);
    expect(viaPost.json()).toEqual(viaGet.json());
    return viaGet;
  };
  const follow = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/follow', headers: auth, payload });

  it('counts followers and tells the bearer customer whether they follow (both paths answer alike)', async () => {
    const seller = await t.signUpStore();
    const [amy, ben] = [await t.signUpCustomer(), await t.signUpCustomer()];
    expect((await status(seller.store_id)).json()).toEqual({ followers_count: 0, msg: 'Not followed' });

    const res = await follow(amy.auth, { store_id: seller.store_id, store_name: seller.store_name });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'followed' });

    expect((await status(seller.store_id, amy.auth)).json()).toEqual({ followers_count: 1, msg: 'followed' });
    expect((await status(seller.store_id, ben.auth)).json()).toEqual({ followers_count: 1, msg: 'Not followed' });
    expect((await status(seller.store_id)).json()).toEqual({ followers_count: 1, msg: 'Not followed' });
    expect((await status(seller.store_id, seller.auth)).json()).toEqual({ followers_count: 1, msg: 'Not followed' });
  });

  it('following twice is harmless', async () => {
    const seller = await t.signUpStore();
    const amy = await t.signUpCustomer();
    expect((await follow(amy.auth, { store_id: seller.store_id })).statusCode).toBe(200);
    expect((await follow(amy.auth, { store_id: seller.store_id, store_name: seller.store_name })).statusCode).toBe(200);
    expect((await status(seller.store_id, amy.auth)).json()).toEqual({ followers_count: 1, msg: 'followed' });
  });

  it('a stale token on the status call is treated as a guest', async () => {
    const seller = await t.signUpStore();
    const res = await status(seller.store_id, { authorization: 'Bearer not.a.token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ followers_count: 0, msg: 'Not followed' });
  });

  it('answers 404 "Store not found" for an unknown store', async () => {
    const amy = await t.signUpCustomer();
    const res = await follow(amy.auth, { store_id: 2147483647 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ msg: 'Store not found', code: 'store_not_found' });
    const missing = await status(2147483647);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ msg: 'Store not found', code: 'store_not_found' });
    expect(await t.db.selectFrom('follows').selectAll().where('user_id', '=', amy.user_id).execute()).toEqual([]);
  });

  it.each([
    [{}, 'store_id is required'],
    [{ store_id: 'x' }, 'store_id must be a whole number'],
    [{ store_id: 0 }, 'store_id must be at least 1'],
  ])('refuses %j with 400 "%s"', async (payload, msg) => {
    const amy = await t.signUpCustomer();
    const res = await follow(amy.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg });
    const isFollow = await t.app.inject({ method: 'POST', url: '/is/follow', payload });
    expect(isFollow.statusCode).toBe(400);
    expect(isFollow.json()).toMatchObject({ msg });
  });

  it('GET /api/follow without store_id answers 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/follow' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'store_id is required', code: 'field_required', field: 'store_id' });
  });
});
