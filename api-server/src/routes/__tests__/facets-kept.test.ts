/**
 * GET /api/products/facets gives a kept answer again while the catalogue is unchanged (FACETS_KEPT,
 * src/search/remembered-facets.ts): the same filters are counted once, and again after a change.
 * (search.test.ts asserts that the answers always equal what counting now would give.)
 */
import { productFacets } from '../../repositories/product-facets';
import { describeEachDatabase } from '../../../test/helpers/app';

// The real counts, watched: how many times the app counted.
jest.mock('../../repositories/product-facets', () => {
  const actual = jest.requireActual<typeof import('../../repositories/product-facets')>('../../repositories/product-facets');
  return { ...actual, productFacets: jest.fn(actual.productFacets) };
});
const counts = jest.mocked(productFacets);

function suite(kept: boolean) {
  return (t: Parameters<Parameters<typeof describeEachDatabase>[1]>[0]) => {
    let productId: number;
    beforeAll(async () => {
      const createdAt = new Date().toISOString();
      const { store_id } = await t.db.insertInto('stores').values({ store_name: 'Kiln_Works', password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: createdAt })
        .returning('store_id').executeTakeFirstOrThrow();
      ({ product_id: productId } = await t.db.insertInto('products').values({ store_id, name: 'Teapot', description: 'Cast iron', price_cents: 900, stock: 1, country: 'Japan', img: '/uploads/products/x.webp', created_at: createdAt })
        .returning('product_id').executeTakeFirstOrThrow());
    });
    beforeEach(() => counts.mockClear());

    it(kept ? 'counts the same filters once while nothing changes, and again after a change' : 'with FACETS_KEPT=0 counts every call', async () => {
      const ask = async () => (await t.app.inject({ method: 'GET', url: '/api/products/facets?q=teapot&country=Japan' })).json().total;
      expect(await ask()).toBe(1);
      expect(await ask()).toBe(1);
      expect(counts).toHaveBeenCalledTimes(kept ? 1 : 2);
      await t.db.updateTable('products').set({ listed: 0 }).where('product_id', '=', productId).execute();
      expect(await ask()).toBe(0);
      expect(counts).toHaveBeenCalledTimes(kept ? 2 : 3);
    });
  };
}

describeEachDatabase('facet answers kept while the catalogue is unchanged', suite(true));
describeEachDatabase('facet answers not kept (FACETS_KEPT=0)', suite(false), { env: { FACETS_KEPT: '0' } });
