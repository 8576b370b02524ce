/**
 * The product page's tab title: none of its own while the product loads, then exactly the server's
 * head title for the same state (the product's, not found, or failed to load), in the page's language.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { RootState } from 'shared-api';
import { SITE_NAME } from 'shared-api/remote-routes';
import { startMockApi, TEST_API_URL } from 'shared-api/testing';
import { i18n, type Language } from 'shared-ui';
import { makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { productHead } from '../productHead';

const server = startMockApi();
const product = makeProduct({ product_id: 1, name: 'Notebook (A5)', store_name: 'kyoto_crafts' });

beforeEach(() => {
  // What the shell leaves on a navigation: a page that cannot name itself yet keeps it.
  document.title = SITE_NAME;
  server.use(
    http.get(`${TEST_API_URL}/api/product/:id`, async ({ params }) => {
      await delay(50);
      if (params.id === '500') return HttpResponse.json({ msg: 'Database unavailable' }, { status: 500 });
      return Number(params.id) === product.product_id ? HttpResponse.json(product) : HttpResponse.json({ msg: 'Product not found' }, { status: 404 });
    }),
  );
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function headTitle(state: RootState, id: string, language: Language = 'en') {
  const head = await productHead({ state, params: { id }, search: new URLSearchParams(), siteUrl: 'https://shop.example', language });
  return head.title;
}

describe('Product page title', () => {
  it("keeps the shell's title while loading, then is the head's title for the product", async () => {
    const { store } = renderApp('/product/1');
    // The page itself, waiting for the product (not the chunk's fallback).
    expect(await screen.findByText('Loading product details...')).toBeInTheDocument();
    expect(document.title).toBe(SITE_NAME);

    await screen.findByRole('heading', { level: 1, name: 'Notebook (A5)' });
    expect(document.title).toBe('Notebook (A5) — kyoto_crafts — Global Marketplace');
    expect(document.title).toBe(await headTitle(store.getState(), '1'));
  });

  it.each([
    ['a missing product', '99', 'Product not found — Global Marketplace'],
    ['an id that is not one', 'abc', 'Product not found — Global Marketplace'],
    ['a product that failed to load', '500', 'Failed to load product details — Global Marketplace'],
  ])('%s: the same title as the head', async (_, id, title) => {
    const { store } = renderApp(`/product/${id}`);
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.title).toBe(await headTitle(store.getState(), id));
  });

  it("Arabic: the head's title character for character (no isolates around the names)", async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { store } = renderApp('/product/1');
    await waitFor(() => expect(document.title).not.toBe(SITE_NAME));
    expect(document.title).toBe(await headTitle(store.getState(), '1', 'ar'));
    expect(document.title).toBe('Notebook (A5) — kyoto_crafts — Global Marketplace');
  });

  it('Japanese: a missing product', async () => {
    await act(() => i18n.changeLanguage('ja'));
    renderApp('/product/99');
    await waitFor(() => expect(document.title).toBe('商品が見つかりません — Global Marketplace'));
  });
});
