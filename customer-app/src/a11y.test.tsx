/** Every customer screen, once loaded, has no axe violations (colour contrast is checked in shared-ui's token tests). */
import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse, ws } from 'msw';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeCartItem, makeInboxEntry, makeMessage, makeProduct, makeStore } from './test/fixtures';
import { renderApp } from './test/renderApp';

const server = startMockApi();
const live = ws.link('ws://api.test/api/live');

beforeEach(() => {
  server.use(
    http.get(`${TEST_API_URL}/api/products`, () => HttpResponse.json({ items: [makeProduct(), makeProduct({ product_id: 2, name: 'Olive Oil' })], next_cursor: null })),
    http.get(`${TEST_API_URL}/api/product/store/:id`, () => HttpResponse.json([makeProduct()])),
    http.get(`${TEST_API_URL}/api/product/:id`, () => HttpResponse.json(makeProduct())),
    http.get(`${TEST_API_URL}/api/store/:name`, () => HttpResponse.json(makeStore())),
    http.get(`${TEST_API_URL}/api/follow`, () => HttpResponse.json({ followers_count: 3, msg: 'Not followed' })),
    http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json([makeCartItem()])),
    // The product page asks whether the customer bought the product (may they review it?).
    http.get(`${TEST_API_URL}/api/order/mine`, () => HttpResponse.json({ items: [], next_cursor: null })),
    http.post(`${TEST_API_URL}/api/inbox`, () => HttpResponse.json([makeInboxEntry()])),
    http.get(`${TEST_API_URL}/api/msg/get/:store/and/:user`, () =>
      HttpResponse.json([makeMessage(), makeMessage({ message_id: 2, sender: 'alice', msg: 'Thanks!' })]),
    ),
    live.addEventListener('connection', () => {}),
  );
});

const signedIn = { token: customerToken(1, 'alice') };

it.each([
  ['/', 'Shop Globally, Buy Locally', {}],
  ['/login', 'Login', {}],
  ['/register', 'Sign Up', {}],
  ['/shop', 'Shop Products', {}],
  ['/product/1', 'Matcha Tea Set', signedIn],
  ['/store/kyoto_crafts', 'kyoto_crafts', {}],
  ['/cart', 'Shopping Cart', signedIn],
  ['/profile', 'Your Profile', signedIn],
  ['/inbox', 'Your Inbox', signedIn],
  ['/chat/kyoto_crafts', 'Chat with kyoto_crafts', signedIn],
])('%s has no axe violations', async (path, heading, options) => {
  const { container } = renderApp(path, options);
  await screen.findByRole('heading', { level: 1, name: heading });
  // Let the page's data arrive before checking.
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  expect(await axe(container)).toHaveNoViolations();
}, 40_000);
