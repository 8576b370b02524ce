/**
 * Every customer page names the browser tab (the app changes pages without a load, so nothing else
 * would), in the page's language, following a language change and a move to another page.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, ws } from 'msw';
import { anOrderFull, customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { makeCartItem, makeInboxEntry, makeMessage, makeProduct, makeStore } from './test/fixtures';
import { renderApp } from './test/renderApp';

const server = startMockApi();
const live = ws.link('ws://api.test/api/live');
const signedIn = { token: customerToken(1, 'alice') };

beforeEach(() => {
  // A title left by an earlier test must not pass for this one's.
  document.title = '';
  server.use(
    http.get(`${TEST_API_URL}/api/products`, () => HttpResponse.json({ items: [makeProduct()], next_cursor: null })),
    http.get(`${TEST_API_URL}/api/product/store/:id`, () => HttpResponse.json([makeProduct()])),
    http.get(`${TEST_API_URL}/api/product/:id`, () => HttpResponse.json(makeProduct())),
    http.get(`${TEST_API_URL}/api/store/:name`, () => HttpResponse.json(makeStore())),
    http.get(`${TEST_API_URL}/api/follow`, () => HttpResponse.json({ followers_count: 3, msg: 'Not followed' })),
    http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json([makeCartItem()])),
    http.get(`${TEST_API_URL}/api/order/mine`, () => HttpResponse.json({ items: [anOrderFull()], next_cursor: null })),
    http.post(`${TEST_API_URL}/api/inbox`, () => HttpResponse.json([makeInboxEntry()])),
    http.get(`${TEST_API_URL}/api/msg/get/:store/and/:user`, () => HttpResponse.json([makeMessage()])),
    live.addEventListener('connection', () => {}),
  );
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

it.each([
  ['/', {}, 'Global Marketplace — Shop Globally, Buy Locally'],
  ['/login', {}, 'Login — Global Marketplace'],
  ['/register', {}, 'Sign Up — Global Marketplace'],
  ['/shop', {}, 'Shop Products — Global Marketplace'],
  ['/product/1', {}, 'Matcha Tea Set — kyoto_crafts — Global Marketplace'],
  ['/store/kyoto_crafts', {}, 'kyoto_crafts — Global Marketplace'],
  ['/cart', signedIn, 'Shopping Cart — Global Marketplace'],
  ['/profile', signedIn, 'Your Profile — Global Marketplace'],
  ['/inbox', signedIn, 'Your Inbox — Global Marketplace'],
  ['/chat/kyoto_crafts', signedIn, 'Chat with kyoto_crafts — Global Marketplace'],
  ['/orders', signedIn, 'My Orders — Global Marketplace'],
])('%s names the tab', async (path, options, title) => {
  renderApp(path, options);
  await waitFor(() => expect(document.title).toBe(title));
});

describe('in another language', () => {
  it.each([
    ['ja', '/cart', 'ショッピングカート — Global Marketplace'],
    ['ja', '/chat/kyoto_crafts', 'kyoto_craftsとのチャット — Global Marketplace'],
    ['es', '/orders', 'Mis pedidos — Global Marketplace'],
    // No isolates around the store's name (the heading has them): a title is not laid out.
    ['ar', '/chat/kyoto_crafts', 'محادثة مع kyoto_crafts — Global Marketplace'],
  ] as const)('%s: %s', async (language, path, title) => {
    await act(() => i18n.changeLanguage(language));
    renderApp(path, signedIn);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('Arabic: the store’s name in the tab’s title has no bidi isolate around it (the heading’s has)', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderApp('/chat/kyoto_crafts', signedIn);
    await waitFor(() => expect(document.title).toContain('kyoto_crafts'));
    expect(document.title).not.toMatch(/[\u2066-\u2069]/);
    expect(await screen.findByRole('heading', { level: 1, name: /kyoto_crafts/ })).toHaveTextContent('\u2068kyoto_crafts\u2069');
  });

  it('follows a language change on the open page', async () => {
    renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Login — Global Marketplace'));
    await act(() => i18n.changeLanguage('ja'));
    await waitFor(() => expect(document.title).toBe('ログイン — Global Marketplace'));
  });
});

it('changes with the page: the shop, then a product, then the cart', async () => {
  const { router } = renderApp('/shop', signedIn);
  await waitFor(() => expect(document.title).toBe('Shop Products — Global Marketplace'));
  await act(() => router.navigate('/product/1'));
  await waitFor(() => expect(document.title).toBe('Matcha Tea Set — kyoto_crafts — Global Marketplace'));
  await act(() => router.navigate('/cart'));
  await waitFor(() => expect(document.title).toBe('Shopping Cart — Global Marketplace'));
});
