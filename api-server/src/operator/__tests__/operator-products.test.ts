/**
 * The operator's list of products on both databases (GET /api/operator/products): every product
 * whether shoppers see it or not, with its status, filtered by status and store, newest first in
 * cursor pages; a bad query is 400 with a code.
 */
import { describeEachDatabase } from '../../../test/helpers/app';
import { createOperatorAccount, type Operator } from '../../../test/helpers/operators';
import type { Seller } from '../../../test/helpers/actors';

describeEachDatabase('operator products', (t) => {
  let operator: Operator;
  let seller: Seller;
  let suspendedSeller: Seller;
  const ids: Record<'listed' | 'downed' | 'newest' | 'ofSuspended' | 'downedOfSuspended', number> = { listed: 0, downed: 0, newest: 0, ofSuspended: 0, downedOfSuspended: 0 };

  const op = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: operator.auth, ...(payload ? { payload } : {}) });
  const list = async (query: string) => {
    const res = await op('GET', `/api/operator/products?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Array<{ product_id: number; name: string; status: string; taken_down_reason: string | null; taken_down_at: string | null; store_name: string; price: number }>; next_cursor: string | null };
  };

  beforeAll(async () => {
    operator = await createOperatorAccount(t);
    seller = await t.signUpStore();
    suspendedSeller = await t.signUpStore();
    ids.listed = (await t.addProduct(seller, { name: 'Listed Teapot', price: 89 })).product_id;
    ids.downed = (await t.addProduct(seller, { name: 'Fake Vase' })).product_id;
    ids.newest = (await t.addProduct(seller, { name: 'Newest Bowl' })).product_id;
    ids.ofSuspended = (await t.addProduct(suspendedSeller, { name: 'Kept Cup' })).product_id;
    ids.downedOfSuspended = (await t.addProduct(suspendedSeller, { name: 'Fake Cup' })).product_id;
    for (const id of [ids.downed, ids.downedOfSuspended]) {
      expect((await op('POST', '/api/operator/product/take-down', { product_id: id, reason: 'Counterfeit' })).statusCode).toBe(200);
    }
    expect((await op('POST', '/api/operator/store/suspend', { store_id: suspendedSeller.store_id, reason: 'Fraud' })).statusCode).toBe(200);
  });

  it("lists a store's products newest first, each with its status, listed or not", async () => {
    const page = await list(`store_id=${seller.store_id}`);
    expect(page).toEqual({
      items: [
        expect.objectContaining({ product_id: ids.newest, name: 'Newest Bowl', status: 'listed', taken_down_reason: null, taken_down_at: null, store_name: seller.store_name }),
        expect.objectContaining({ product_id: ids.downed, name: 'Fake Vase', status: 'taken_down', taken_down_reason: 'Counterfeit', taken_down_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }),
        expect.objectContaining({ product_id: ids.listed, name: 'Listed Teapot', status: 'listed', price: 89, store_id: seller.store_id, img: expect.any(String) }),
      ],
      next_cursor: null,
    });
  });

  it("tells a product taken down from one hidden by its store's suspension", async () => {
    const page = await list(`store_id=${suspendedSeller.store_id}`);
    expect(page.items.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'Fake Cup', status: 'taken_down' },
      { name: 'Kept Cup', status: 'store_suspended' },
    ]);
  });

  it('filters by status: taken down across stores, and listed as shoppers see them', async () => {
    const downed = await list('status=taken_down&limit=100');
    expect(downed.items.every((item) => item.status === 'taken_down')).toBe(true);
    expect(downed.items.map((item) => item.product_id)).toEqual(expect.arrayContaining([ids.downed, ids.downedOfSuspended]));
    expect((await list(`status=listed&store_id=${seller.store_id}`)).items.map((item) => item.name)).toEqual(['Newest Bowl', 'Listed Teapot']);
    expect((await list(`status=listed&store_id=${suspendedSeller.store_id}`)).items).toEqual([]);
  });

  it('follows what the actions change: a restored product is listed again', async () => {
    const product = await t.addProduct(seller, { name: 'Restored Jug' });
    await op('POST', '/api/operator/product/take-down', { product_id: product.product_id, reason: 'Check' });
    expect((await list(`status=taken_down&store_id=${seller.store_id}`)).items.map((item) => item.name)).toEqual(['Restored Jug', 'Fake Vase']);
    await op('POST', '/api/operator/product/restore', { product_id: product.product_id, reason: 'Genuine' });
    expect((await list(`status=taken_down&store_id=${seller.store_id}`)).items.map((item) => item.name)).toEqual(['Fake Vase']);
    expect((await list(`store_id=${seller.store_id}&limit=1`)).items).toEqual([expect.objectContaining({ name: 'Restored Jug', status: 'listed' })]);
  });

  it('pages with a cursor until the last page', async () => {
    const first = await list(`store_id=${seller.store_id}&limit=2`);
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).toEqual(expect.any(String));
    const rest = await list(`store_id=${seller.store_id}&limit=2&cursor=${first.next_cursor}`);
    const all = (await list(`store_id=${seller.store_id}`)).items.map((item) => item.product_id);
    expect([...first.items, ...rest.items].map((item) => item.product_id)).toEqual(all.slice(0, first.items.length + rest.items.length));
    expect(new Set([...first.items, ...rest.items].map((item) => item.product_id)).size).toBe(first.items.length + rest.items.length);
  });

  it('answers an empty page for a store without products or no such store', async () => {
    const empty = await t.signUpStore();
    expect(await list(`store_id=${empty.store_id}`)).toEqual({ items: [], next_cursor: null });
    expect(await list('store_id=2147483647')).toEqual({ items: [], next_cursor: null });
  });

  it('refuses a bad query with 400 and a code', async () => {
    for (const query of ['status=hidden', 'store_id=0', 'store_id=abc', 'limit=0', 'limit=101', 'cursor=not-a-cursor']) {
      const res = await op('GET', `/api/operator/products?${query}`);
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({ query, status: 400, code: expect.any(String) });
    }
    // Another listing's cursor does not page this one.
    const stores = await op('GET', '/api/operator/stores?limit=1');
    const storeCursor = stores.json().next_cursor as string;
    expect((await op('GET', `/api/operator/products?cursor=${storeCursor}`)).statusCode).toBe(400);
  });
});
