/**
 * The shop's tab title: the server's head title for the same address (search, country, both or
 * neither), following the filters as the shopper changes them, in the page's language.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from 'shared-api';
import { startMockApi, TEST_API_URL } from 'shared-api/testing';
import { i18n, type Language } from 'shared-ui';
import { makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { shopHead } from '../shopHead';

const server = startMockApi();

beforeEach(() => {
  document.title = '';
  server.use(http.get(`${TEST_API_URL}/api/products`, () => HttpResponse.json({ items: [makeProduct()], next_cursor: null })));
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** The head's title for an address (it needs no products for that). */
async function headTitle(search: string, language: Language = 'en') {
  const head = await shopHead({ state: makeStore().getState(), params: {}, search: new URLSearchParams(search), siteUrl: 'https://shop.example', language });
  return head.title;
}

describe('Shop page title', () => {
  it.each([
    ['', 'Shop Products — Global Marketplace'],
    ['q=tea', 'Shop “tea” — Global Marketplace'],
    ['q=%20tea%20', 'Shop “tea” — Global Marketplace'],
    ['country=Japan', 'Shop from Japan — Global Marketplace'],
    ['q=tea&country=Japan&min_price=5', 'Shop “tea” from Japan — Global Marketplace'],
  ])('?%s: the same title as the head', async (search, title) => {
    renderApp(`/shop?${search}`);
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.title).toBe(await headTitle(search));
  });

  it('Arabic: a search in a country, as the head writes it', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderApp('/shop?q=tea&country=Japan');
    await waitFor(() => expect(document.title).not.toBe(''));
    expect(document.title).toBe(await headTitle('q=tea&country=Japan', 'ar'));
    expect(document.title).toContain('tea');
  });

  it('follows the search the shopper types', async () => {
    const { user } = renderApp('/shop');
    await waitFor(() => expect(document.title).toBe('Shop Products — Global Marketplace'));
    await user.type(screen.getByPlaceholderText('Search by name, description, or store...'), 'scarf');
    await waitFor(() => expect(document.title).toBe('Shop “scarf” — Global Marketplace'));
  });
});
