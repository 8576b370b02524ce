import { act } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { api } from '../../api';
import { productsApi } from '../../endpoints/products';
import { makeStore } from '../../store';
import { customerToken, fakeToken, renderWithStore, startMockApi, storeToken, TEST_API_URL } from '../../testing';
import { initSession, loginWithToken, logout } from '../thunks';
import { useSession } from '../useSession';

const server = startMockApi();

const nowSeconds = () => Math.floor(Date.now() / 1000);

function clearCookies() {
  Cookies.remove('token', { path: '/' });
}

beforeEach(clearCookies);
afterEach(() => jest.restoreAllMocks());

describe('session start (initSession)', () => {
  test('is loading until the stored token has been read', () => {
    const { result, store } = renderWithStore(() => useSession());
    expect(result.current.loading).toBe(true);
    expect(result.current.isAuthenticated).toBe(false);
    act(() => {
      store.dispatch(initSession());
    });
    expect(result.current).toMatchObject({ loading: false, isAuthenticated: false, customer: null, store: null });
  });

  test('a token with user_id starts a customer session', () => {
    Cookies.set('token', customerToken(7, 'alice'));
    const { result, store } = renderWithStore(() => useSession());
    act(() => {
      store.dispatch(initSession());
    });
    expect(result.current).toEqual({
      customer: { user_id: 7, username: 'alice' },
      store: null,
      operator: null,
      isAuthenticated: true,
      isCustomer: true,
      isStore: false,
      isOperator: false,
      loading: false,
    });
  });

  test('a token with store_id starts a store session', () => {
    Cookies.set('token', storeToken(3, 'tokyo-goods'));
    const { result, store } = renderWithStore(() => useSession());
    act(() => {
      store.dispatch(initSession());
    });
    expect(result.current).toEqual({
      customer: null,
      store: { store_id: 3, store_name: 'tokyo-goods' },
      operator: null,
      isAuthenticated: true,
      isCustomer: false,
      isStore: true,
      isOperator: false,
      loading: false,
    });
  });

  test('an expired token is removed and nobody is signed in', () => {
    Cookies.set('token', customerToken(7, 'alice', nowSeconds() - 60));
    const store = makeStore();
    store.dispatch(initSession());
    expect(store.getState().session).toEqual({ customer: null, store: null, operator: null, loading: false });
    expect(Cookies.get('token')).toBeUndefined();
  });

  test('a token without exp counts as expired', () => {
    Cookies.set('token', fakeToken({ user_id: 7, username: 'alice' }));
    const store = makeStore();
    store.dispatch(initSession());
    expect(store.getState().session.customer).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
  });

  test('an undecodable token is removed with a console error', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    Cookies.set('token', 'not-a-jwt');
    const store = makeStore();
    store.dispatch(initSession());
    expect(store.getState().session).toEqual({ customer: null, store: null, operator: null, loading: false });
    expect(Cookies.get('token')).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('Invalid token', expect.any(String));
  });

  test.each([
    ['neither a customer nor a store', { sub: 'x' }],
    ['both a customer and a store', { user_id: 1, username: 'alice', store_id: 2, store_name: 'shop' }],
  ])('a token naming %s is removed with a console error', (_case, claims) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    Cookies.set('token', fakeToken({ ...claims, exp: nowSeconds() + 60 }));
    const store = makeStore();
    store.dispatch(initSession());
    expect(store.getState().session.customer).toBeNull();
    expect(store.getState().session.store).toBeNull();
    expect(Cookies.get('token')).toBeUndefined();
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('login and logout', () => {
  test('login stores the token in the cookie (path /, 7 days) and sets the customer', () => {
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    const token = customerToken(7, 'alice');
    const store = makeStore();
    expect(store.dispatch(loginWithToken(token))).toBe(true);
    expect(written).toHaveLength(1);
    const [pair, ...attributes] = written[0].split('; ');
    expect(pair).toBe(`token=${token}`);
    expect(attributes).toContain('path=/');
    const expires = Date.parse(attributes.find((a) => a.startsWith('expires='))!.slice('expires='.length));
    expect(Math.abs(expires - (Date.now() + 7 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(Cookies.get('token')).toBe(token);
    expect(store.getState().session).toEqual({ customer: { user_id: 7, username: 'alice' }, store: null, operator: null, loading: false });
  });

  test('a store login clears the customer identity, and the reverse', () => {
    const store = makeStore();
    store.dispatch(loginWithToken(customerToken(7, 'alice')));
    store.dispatch(loginWithToken(storeToken(3, 'tokyo-goods')));
    expect(store.getState().session).toEqual({ customer: null, store: { store_id: 3, store_name: 'tokyo-goods' }, operator: null, loading: false });
    store.dispatch(loginWithToken(customerToken(8, 'bob')));
    expect(store.getState().session).toEqual({ customer: { user_id: 8, username: 'bob' }, store: null, operator: null, loading: false });
  });

  test('an unusable token is refused: nothing stored, signed out', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore();
    store.dispatch(loginWithToken(customerToken(7, 'alice')));
    expect(store.dispatch(loginWithToken('garbage'))).toBe(false);
    expect(store.getState().session).toEqual({ customer: null, store: null, operator: null, loading: false });
    expect(Cookies.get('token')).toBeUndefined();
  });

  test('logout removes the token, clears both identities and the cached data', async () => {
    server.use(http.get(`${TEST_API_URL}/api/product/get/it/all`, () => HttpResponse.json([])));
    const store = makeStore();
    store.dispatch(loginWithToken(storeToken(3, 'tokyo-goods')));
    await store.dispatch(productsApi.endpoints.getAllProducts.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);

    store.dispatch(logout());

    expect(Cookies.get('token')).toBeUndefined();
    expect(store.getState().session).toEqual({ customer: null, store: null, operator: null, loading: false });
    expect(store.getState().api.queries).toEqual({});
  });

  test('signing in as someone else drops the previous identity’s cached data; a renewed token keeps it', async () => {
    server.use(http.get(`${TEST_API_URL}/api/product/get/it/all`, () => HttpResponse.json([])));
    const store = makeStore();
    store.dispatch(loginWithToken(customerToken(7, 'alice')));
    await store.dispatch(productsApi.endpoints.getAllProducts.initiate());

    store.dispatch(loginWithToken(customerToken(7, 'alice-renamed')));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    expect(store.getState().session.customer).toEqual({ user_id: 7, username: 'alice-renamed' });

    store.dispatch(loginWithToken(customerToken(8, 'bob')));
    expect(store.getState().api.queries).toEqual({});
  });

  test('requests carry the bearer token of the cookie, and none without it', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${TEST_API_URL}/api/product/get/it/all`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json([]);
      }),
    );
    const store = makeStore();
    await store.dispatch(productsApi.endpoints.getAllProducts.initiate(undefined, { forceRefetch: true }));
    const token = customerToken(7, 'alice');
    store.dispatch(loginWithToken(token));
    await store.dispatch(productsApi.endpoints.getAllProducts.initiate(undefined, { forceRefetch: true }));
    expect(seen).toEqual([null, `Bearer ${token}`]);
  });

  test('the api reducer and the session live in the one store', () => {
    const store = makeStore();
    expect(store.getState()).toHaveProperty(api.reducerPath);
    expect(store.getState()).toHaveProperty('session');
  });
});
