/**
 * GET /api/products, /facets and /suggest give a kept answer again while the catalogue is unchanged
 * (SEARCH_ANSWERS_KEPT, src/search/remembered.ts): the same question is answered once, and again after
 * a change; a kept search page's stock, ratings and pictures are read as they are now.
 * (search.test.ts asserts that the answers always equal what asking now would give.)
 */
import { productFacets } from '../../repositories/product-facets';
import { searchProducts } from '../../repositories/product-search';
import { suggest } from '../../repositories/product-suggest';
import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';

// The real answers, watched: how many times the app worked one out.
jest.mock('../../repositories/product-facets', () => {
  const actual = jest.requireActual<typeof import('../../repositories/product-facets')>('../../repositories/product-facets');
  return { ...actual, productFacets: jest.fn(actual.productFacets) };
});
jest.mock('../../repositories/product-suggest', () => {
  const actual = jest.requireActual<typeof import('../../repositories/product-suggest')>('../../repositories/product-suggest');
  return { ...actual, suggest: jest.fn(actual.suggest) };
});
jest.mock('../../repositories/product-search', () => {
  const actual = jest.requireActual<typeof import('../../repositories/product-search')>('../../repositories/product-search');
  return { ...actual, searchProducts: jest.fn(actual.searchProducts) };
});
const counts = jest.mocked(productFacets);
const searches = jest.mocked(searchProducts);
const suggestions = jest.mocked(suggest);

function suite(kept: boolean) {
  return (t: TestApp) => {
    let productId: number;
    beforeAll(async () => {
      const createdAt = new Date().toISOString();
      const { store_id } = await t.db.insertInto('stores').values({ store_name: 'Kiln_Works', password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: createdAt })
        .returning('store_id').executeTakeFirstOrThrow();
      ({ product_id: productId } = await t.db.insertInto('products').values({ store_id, name: 'Teapot', description: 'Cast iron', price_cents: 900, stock: 1, country: 'Japan', img: '/uploads/products/x.webp', created_at: createdAt })
        .returning('product_id').executeTakeFirstOrThrow());
    });
    beforeEach(() => {
      counts.mockClear();
      suggestions.mockClear();
      searches.mockClear();
    });

    it(kept ? 'searches the same filters once while nothing changes, showing stock as it is now, and again after a change' : 'searches on every call', async () => {
      const ask = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
      expect((await ask('/api/products?q=teapot&country=Japan')).items).toEqual([expect.objectContaining({ product_id: productId, stock: 1 })]);
      // A stock change (every order makes one) is no change to what a search finds.
      await t.db.updateTable('products').set({ stock: 7 }).where('product_id', '=', productId).execute();
      expect((await ask('/api/products?country=Japan&q=teapot')).items).toEqual([expect.objectContaining({ product_id: productId, stock: 7 })]);
      expect(searches).toHaveBeenCalledTimes(kept ? 1 : 2);
      await t.db.updateTable('products').set({ description: 'Cast iron, black' }).where('product_id', '=', productId).execute();
      expect((await ask('/api/products?q=teapot&country=Japan')).items).toEqual([expect.objectContaining({ desc: 'Cast iron, black' })]);
      expect(searches).toHaveBeenCalledTimes(kept ? 2 : 3);
      // The typo fallback's page and its correction are kept alike.
      expect(await ask('/api/products?q=teapto')).toMatchObject({ corrected: 'teapot', items: [expect.objectContaining({ product_id: productId })] });
      expect(await ask('/api/products?q=teapto')).toMatchObject({ corrected: 'teapot', items: [expect.objectContaining({ product_id: productId })] });
      expect(searches).toHaveBeenCalledTimes(kept ? 3 : 5);
    });

    it(kept ? 'counts the same filters once while nothing changes, and again after a change' : 'counts every call', async () => {
      const ask = async () => (await t.app.inject({ method: 'GET', url: '/api/products/facets?q=teapot&country=Japan' })).json().total;
      expect(await ask()).toBe(1);
      expect(await ask()).toBe(1);
      expect(counts).toHaveBeenCalledTimes(kept ? 1 : 2);
      await t.db.updateTable('products').set({ price_cents: 1900 }).where('product_id', '=', productId).execute();
      expect(await ask()).toBe(1);
      expect(counts).toHaveBeenCalledTimes(kept ? 2 : 3);
    });

    it(kept ? 'looks up the same text\'s suggestions once while nothing changes, and again after a change' : 'looks up suggestions on every call', async () => {
      const ask = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/products/suggest?q=${encodeURIComponent(q)}` })).json().items.map((i: { text: string }) => i.text);
      expect(await ask('teap')).toEqual(['Teapot']);
      expect(await ask('TEAP ')).toEqual(['Teapot']);
      expect(suggestions).toHaveBeenCalledTimes(kept ? 1 : 2);
      await t.db.updateTable('products').set({ name: 'Teapot, cast iron' }).where('product_id', '=', productId).execute();
      expect(await ask('teap')).toEqual(['Teapot, cast iron']);
      expect(suggestions).toHaveBeenCalledTimes(kept ? 2 : 3);
    });
  };
}

describeEachDatabase('search pages, facet counts and suggestions kept while the catalogue is unchanged', suite(true));
describeEachDatabase('search pages, facet counts and suggestions not kept (SEARCH_ANSWERS_KEPT=0)', suite(false), { env: { SEARCH_ANSWERS_KEPT: '0' } });
