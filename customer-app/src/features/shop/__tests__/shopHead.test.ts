/**
 * The shop's head in the page's language: title, description and the JSON-LD (inLanguage, the
 * page's URL in that language), English unchanged.
 */
import { http, HttpResponse } from 'msw';
import { makeStore, productsApi, type RootState } from 'shared-api';
import type { HeadContext } from 'shared-api/remote-routes';
import { startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeProduct } from '../../../test/fixtures';
import { shopHead } from '../shopHead';
import { readFilters, toProductSearch } from '../shopFilters';

const server = startMockApi();
const siteUrl = 'https://shop.example';

function context(state: RootState, language: HeadContext['language'], params: HeadContext['params'] = {}, search = ''): HeadContext {
  return { state, params, search: new URLSearchParams(search), siteUrl, language };
}
const tea = makeProduct({ product_id: 1, name: 'Matcha Tea Set', desc: '', country: 'Japan', store_name: 'kyoto_crafts' });

beforeEach(() => {
  server.use(http.get(`${TEST_API_URL}/api/products`, () => HttpResponse.json({ items: [tea], next_cursor: null })));
});

describe('shop head', () => {
  async function shopState(search: string) {
    const store = makeStore();
    await store.dispatch(productsApi.endpoints.searchProducts.initiate(toProductSearch(readFilters(new URLSearchParams(search)))));
    return store.getState();
  }

  it('English: a country filter in the title', async () => {
    const head = await shopHead(context(await shopState('country=Japan'), 'en', {}, 'country=Japan'));
    expect(head.title).toBe('Shop from Japan — Global Marketplace');
  });

  it('Japanese: the country by its Japanese name, the list named in Japanese', async () => {
    const head = await shopHead(context(await shopState('q=tea&country=Japan'), 'ja', {}, 'q=tea&country=Japan'));
    expect(head.title).toBe('日本の「tea」の商品 — Global Marketplace');
    expect(head.canonicalPath).toBe('/shop?q=tea&country=Japan');
    expect(head.image).toEqual({ url: expect.any(String), alt: 'Matcha Tea Set' });
    expect(head.structuredData?.[0]).toMatchObject({ '@type': 'ItemList', inLanguage: 'ja', name: '商品', itemListElement: [{ url: `${siteUrl}/ja/product/1` }] });
  });
});
