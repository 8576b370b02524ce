/**
 * The product page's head in the page's language: title, description and the JSON-LD (inLanguage, the
 * page's URL in that language), English unchanged.
 */
import { http, HttpResponse } from 'msw';
import { makeStore, productsApi, type RootState } from 'shared-api';
import type { HeadContext } from 'shared-api/remote-routes';
import { startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeProduct } from '../../../test/fixtures';
import { productHead } from '../productHead';

const server = startMockApi();
const siteUrl = 'https://shop.example';

function context(state: RootState, language: HeadContext['language'], params: HeadContext['params'] = {}, search = ''): HeadContext {
  return { state, params, search: new URLSearchParams(search), siteUrl, language };
}
const tea = makeProduct({ product_id: 1, name: 'Matcha Tea Set', desc: '', country: 'Japan', store_name: 'kyoto_crafts' });

beforeEach(() => {
  server.use(
    http.get(`${TEST_API_URL}/api/product/:id`, ({ params }) =>
      params.id === '1' ? HttpResponse.json(tea) : HttpResponse.json({ msg: 'Product not found' }, { status: 404 }),
    ),
  );
});

async function productState(id: number) {
  const store = makeStore();
  await store.dispatch(productsApi.endpoints.getProduct.initiate(id));
  return store.getState();
}

describe('product head', () => {
  it('English keeps the texts and the spec paths', async () => {
    const head = await productHead(context(await productState(1), 'en', { id: '1' }));
    expect(head.title).toBe('Matcha Tea Set — kyoto_crafts — Global Marketplace');
    expect(head.description).toBe('Matcha Tea Set from kyoto_crafts, Japan.');
    expect(head.structuredData?.[0]).toMatchObject({ inLanguage: 'en', url: `${siteUrl}/product/1`, '@id': `${siteUrl}/product/1` });
  });

  it('Spanish: the description and the country in Spanish, the URL under /es', async () => {
    const head = await productHead(context(await productState(1), 'es', { id: '1' }));
    expect(head.description).toBe('Matcha Tea Set de kyoto_crafts, Japón.');
    expect(head.canonicalPath).toBe('/product/1');
    expect(head.structuredData?.[0]).toMatchObject({
      inLanguage: 'es',
      url: `${siteUrl}/es/product/1`,
      '@id': `${siteUrl}/product/1`,
      offers: { seller: { url: `${siteUrl}/es/store/kyoto_crafts` } },
    });
  });

  it('Japanese: a missing product is a 404 titled in Japanese', async () => {
    const head = await productHead(context(await productState(99), 'ja', { id: '99' }));
    expect(head.status).toBe(404);
    expect(head.title).toBe('商品が見つかりません — Global Marketplace');
    expect(head.description).toBe('この商品はご利用いただけません。ショップで世界中のストアの商品をご覧ください。');
  });
});
