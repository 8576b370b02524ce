/**
 * What the shell's server relies on: one store per request whose requests carry that request's
 * token, the session decided from a token at once, and the browser's store taking over the server's
 * api state without fetching again.
 */
import { http, HttpResponse } from 'msw';
import { hydrateApiState } from '../api';
import { cartApi } from '../cart/endpoints';
import { productsApi } from '../endpoints/products';
import { sessionStateFor } from '../session/thunks';
import { makeStore } from '../store';
import { aProduct, customerToken, startMockApi, storeToken, TEST_API_URL } from '../testing';

const server = startMockApi();

test('two stores rendering at once send their own token, never each other’s', async () => {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`${TEST_API_URL}/api/cart`, async ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      return HttpResponse.json([]);
    }),
  );
  const alice = makeStore({ getToken: () => 'token-of-alice' });
  const bob = makeStore({ getToken: () => 'token-of-bob' });
  const guest = makeStore({ getToken: () => undefined });
  await Promise.all([alice, bob, guest].map((store) => store.dispatch(cartApi.endpoints.getCart.initiate())));
  expect(seen.sort()).toEqual(['Bearer token-of-alice', 'Bearer token-of-bob', null].sort());
  // Each store holds only its own answer.
  expect(cartApi.endpoints.getCart.select()(alice.getState()).data).toEqual([]);
  expect(productsApi.endpoints.getProduct.select(1)(bob.getState()).data).toBeUndefined();
});

test('a browser store hydrated with a server store’s api state has the data and does not fetch it again', async () => {
  let requests = 0;
  server.use(
    http.get(`${TEST_API_URL}/api/product/5`, () => {
      requests += 1;
      return HttpResponse.json(aProduct({ product_id: 5, name: 'Teapot' }));
    }),
  );
  const onServer = makeStore({ getToken: () => undefined });
  await onServer.dispatch(productsApi.endpoints.getProduct.initiate(5));
  const sent = JSON.parse(JSON.stringify({ api: onServer.getState().api }));

  const inBrowser = makeStore();
  inBrowser.dispatch(hydrateApiState(sent));
  expect(productsApi.endpoints.getProduct.select(5)(inBrowser.getState()).data?.name).toBe('Teapot');
  const subscription = inBrowser.dispatch(productsApi.endpoints.getProduct.initiate(5));
  await subscription;
  subscription.unsubscribe();
  expect(requests).toBe(1);
});

test('the session of a token is decided at once: customer, store, or nobody for an expired or broken one', () => {
  expect(sessionStateFor(customerToken(7, 'alice'))).toEqual({ customer: { user_id: 7, username: 'alice' }, store: null, operator: null, loading: false });
  expect(sessionStateFor(storeToken(3, 'lima_coffee'))).toEqual({ customer: null, store: { store_id: 3, store_name: 'lima_coffee' }, operator: null, loading: false });
  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  expect(sessionStateFor(customerToken(7, 'alice', anHourAgo))).toEqual({ customer: null, store: null, operator: null, loading: false });
  expect(sessionStateFor('not.a.token')).toEqual({ customer: null, store: null, operator: null, loading: false });
  expect(sessionStateFor(undefined)).toEqual({ customer: null, store: null, operator: null, loading: false });
});
