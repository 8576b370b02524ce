/**
 * The product page's head in the page's language: title, description and the JSON-LD (inLanguage, the
 * page's URL in that language), English unchanged.
 */
import { http, HttpResponse } from 'msw';
import { makeStore, productsApi, type RootState } from 'shared-api';
import type { HeadContext } from 'shared-api/remote-routes';
import { aReview, reviewsHandlers, startMockApi, TEST_API_URL } from 'shared-api/testing';
import routes from '../../../routes';
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

describe('product head: reviews in the JSON-LD', () => {
  /** The store after the product route's own prefetch (what the server renders from). */
  async function prefetchedState(id: number) {
    const store = makeStore();
    const route = routes.find((r) => r.path === '/product/:id');
    await route?.prefetch?.({ params: { id: String(id) }, search: new URLSearchParams(), dispatch: store.dispatch });
    return store.getState();
  }

  it('carries aggregateRating and the first reviews when the product has reviews, from the prefetched first page', async () => {
    const reviews = [
      aReview({ review_id: 1, username: 'alice', rating: 5, text: 'Perfect', created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z' }),
      aReview({ review_id: 2, username: 'bob', rating: 4, text: 'Good', created_at: '2026-02-01T10:00:00.000Z', updated_at: '2026-02-01T10:00:00.000Z' }),
      ...Array.from({ length: 6 }, (_, i) => aReview({ review_id: 10 + i, username: `user${i}`, rating: 3, created_at: `2026-01-0${i + 1}T10:00:00.000Z` })),
    ];
    server.use(...reviewsHandlers(() => reviews));
    const head = await productHead(context(await prefetchedState(1), 'en', { id: '1' }));
    const ld = head.structuredData?.[0] as { aggregateRating: unknown; review: unknown[] };
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 3.4, reviewCount: 8, bestRating: 5, worstRating: 1 });
    expect(ld.review).toHaveLength(5);
    expect(ld.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'alice' },
      datePublished: '2026-03-01',
      reviewBody: 'Perfect',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it('has neither without reviews', async () => {
    server.use(...reviewsHandlers(() => []));
    const head = await productHead(context(await prefetchedState(1), 'en', { id: '1' }));
    expect(head.structuredData?.[0]).not.toHaveProperty('aggregateRating');
    expect(head.structuredData?.[0]).not.toHaveProperty('review');
  });
});
