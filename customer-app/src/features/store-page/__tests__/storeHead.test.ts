/**
 * The store page's head in the page's language: title, description and the JSON-LD (inLanguage, the
 * page's URL in that language), English unchanged.
 */
import { http, HttpResponse } from 'msw';
import { makeStore, productsApi, storesApi, type RootState } from 'shared-api';
import type { HeadContext } from 'shared-api/remote-routes';
import { startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeProduct, makeStore as aStore } from '../../../test/fixtures';
import { storeHead } from '../storeHead';

const server = startMockApi();
const siteUrl = 'https://shop.example';

function context(state: RootState, language: HeadContext['language'], params: HeadContext['params'] = {}, search = ''): HeadContext {
  return { state, params, search: new URLSearchParams(search), siteUrl, language };
}
const tea = makeProduct({ product_id: 1, name: 'Matcha Tea Set', desc: '', country: 'Japan', store_name: 'kyoto_crafts' });

beforeEach(() => {
  server.use(
    http.get(`${TEST_API_URL}/api/store/:name`, () => HttpResponse.json(aStore())),
    http.get(`${TEST_API_URL}/api/product/store/:id`, () => HttpResponse.json([tea])),
  );
});

describe('store head', () => {
  it('Arabic: the product list named in Arabic, both objects in Arabic', async () => {
    const store = makeStore();
    const { data } = await store.dispatch(storesApi.endpoints.getStore.initiate('kyoto_crafts'));
    await store.dispatch(productsApi.endpoints.getStoreProducts.initiate(data!.store_id));
    const head = await storeHead(context(store.getState(), 'ar', { storeName: 'kyoto_crafts' }));
    expect(head.title).toBe('kyoto_crafts — Global Marketplace');
    expect(head.structuredData).toEqual([
      expect.objectContaining({ '@type': 'Store', inLanguage: 'ar', url: `${siteUrl}/ar/store/kyoto_crafts` }),
      expect.objectContaining({ '@type': 'ItemList', inLanguage: 'ar', name: 'منتجات kyoto_crafts' }),
    ]);
  });

  it('Spanish: a missing store', async () => {
    const head = await storeHead(context(makeStore().getState(), 'es', { storeName: '' }));
    expect(head.status).toBe(404);
    expect(head.title).toBe('Tienda no encontrada — Global Marketplace');
  });
});
