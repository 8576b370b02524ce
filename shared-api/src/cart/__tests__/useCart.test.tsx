import { act, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { api } from '../../api';
import { cartApi } from '../endpoints';
import { loginWithToken, logout } from '../../session/thunks';
import { signedOut } from '../../session/sessionSlice';
import { makeStore } from '../../store';
import { aCartItem, customerToken, renderWithStore, startMockApi, storeToken, TEST_API_URL } from '../../testing';
import { cartTotal, useCart } from '../useCart';

const server = startMockApi();

let cartRequests = 0;
function serveCart(answer: () => Response) {
  cartRequests = 0;
  server.use(
    http.get(`${TEST_API_URL}/api/cart`, () => {
      cartRequests += 1;
      return answer();
    }),
  );
}

const twoLines = [aCartItem({ cart_id: 1, price: 10.1, quantity: 2 }), aCartItem({ cart_id: 2, price: 0.2, quantity: 1 })];

beforeEach(() => Cookies.remove('token', { path: '/' }));

function customerStore() {
  const store = makeStore();
  store.dispatch(loginWithToken(customerToken(7, 'alice')));
  return store;
}

test('a guest has an empty cart and nothing is fetched', async () => {
  serveCart(() => HttpResponse.json(twoLines));
  const store = makeStore();
  store.dispatch(signedOut());
  const { result } = renderWithStore(() => useCart(), { store });
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(result.current).toEqual({ items: [], count: 0, total: 0, isLoading: false, fetchFailed: false });
  expect(cartRequests).toBe(0);
});

test('a store session fetches no cart', async () => {
  serveCart(() => HttpResponse.json(twoLines));
  const store = makeStore();
  store.dispatch(loginWithToken(storeToken()));
  const { result } = renderWithStore(() => useCart(), { store });
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(result.current.count).toBe(0);
  expect(cartRequests).toBe(0);
});

test('a customer’s cart: loading, then its lines, count = number of lines, total = Σ line totals', async () => {
  serveCart(() => HttpResponse.json(twoLines));
  const { result } = renderWithStore(() => useCart(), { store: customerStore() });
  expect(result.current.isLoading).toBe(true);
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current).toEqual({ items: twoLines, count: 2, total: 20.4, isLoading: false, fetchFailed: false });
});

test('the cart is fetched when a customer signs in, and emptied at logout', async () => {
  serveCart(() => HttpResponse.json(twoLines));
  const store = makeStore();
  store.dispatch(signedOut());
  const { result } = renderWithStore(() => useCart(), { store });
  expect(cartRequests).toBe(0);

  act(() => {
    store.dispatch(loginWithToken(customerToken(7, 'alice')));
  });
  await waitFor(() => expect(result.current.count).toBe(2));
  expect(cartRequests).toBe(1);

  act(() => {
    store.dispatch(logout());
  });
  expect(result.current.count).toBe(0);

  act(() => {
    store.dispatch(loginWithToken(customerToken(8, 'bob')));
  });
  await waitFor(() => expect(cartRequests).toBe(2));
});

test('a 404 counts as an empty cart, without a failure', async () => {
  serveCart(() => HttpResponse.json({ msg: 'No cart' }, { status: 404 }));
  const { result } = renderWithStore(() => useCart(), { store: customerStore() });
  await waitFor(() => expect(cartRequests).toBe(1));
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current).toEqual({ items: [], count: 0, total: 0, isLoading: false, fetchFailed: false });
});

test('any other failure empties the cart and reports fetchFailed (the shell toasts Failed to fetch cart items)', async () => {
  serveCart(() => HttpResponse.json({ msg: 'boom' }, { status: 500 }));
  const { result } = renderWithStore(() => useCart(), { store: customerStore() });
  await waitFor(() => expect(result.current.fetchFailed).toBe(true));
  expect(result.current).toMatchObject({ items: [], count: 0, total: 0, isLoading: false });
});

test('a network failure also reports fetchFailed', async () => {
  serveCart(() => HttpResponse.error());
  const { result } = renderWithStore(() => useCart(), { store: customerStore() });
  await waitFor(() => expect(result.current.fetchFailed).toBe(true));
  expect(result.current.items).toEqual([]);
});

test('a refetch that fails empties a cart that had lines', async () => {
  let fail = false;
  serveCart(() => (fail ? HttpResponse.json({ msg: 'down' }, { status: 503 }) : HttpResponse.json(twoLines)));
  const { result, store } = renderWithStore(() => useCart(), { store: customerStore() });
  await waitFor(() => expect(result.current.count).toBe(2));
  fail = true;
  act(() => {
    store.dispatch(api.util.invalidateTags(['Cart']));
  });
  await waitFor(() => expect(result.current.fetchFailed).toBe(true));
  expect(result.current.count).toBe(0);
});

test('the count follows a mutation: adding a line refetches the cart', async () => {
  let lines = [twoLines[0]];
  serveCart(() => HttpResponse.json(lines));
  server.use(
    http.post(`${TEST_API_URL}/api/cart/add`, () => {
      lines = twoLines;
      return HttpResponse.json({ msg: 'Added', item: twoLines[1] }, { status: 201 });
    }),
  );
  const { result, store } = renderWithStore(() => useCart(), { store: customerStore() });
  await waitFor(() => expect(result.current.count).toBe(1));
  await act(() => store.dispatch(cartApi.endpoints.addToCart.initiate({ product_id: 2, quantity: 1, full_location: 'Lyon' })).unwrap());
  await waitFor(() => expect(result.current.count).toBe(2));
});

test("cartTotal adds the server's line totals, in cents", () => {
  expect(cartTotal([aCartItem({ total: 0.1 }), aCartItem({ total: 0.2 })])).toBe(0.3);
  expect(cartTotal([aCartItem({ price: 19.99, quantity: 3, total: 59.97 }), aCartItem({ total: 0.01 })])).toBe(59.98);
  // The line's total is the server's word: the browser never multiplies a price itself.
  expect(cartTotal([aCartItem({ price: 10, quantity: 2, total: 15 })])).toBe(15);
  expect(cartTotal([])).toBe(0);
});
