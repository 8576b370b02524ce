/**
 * A tab's session follows the token cookie every tab shares: other tabs' sign-ins and sign-outs,
 * the cookie read when the tab is shown again, and calls refused because the token is dead.
 */
import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { productsApi } from '../../endpoints/products';
import { storeAdminApi } from '../../store-admin/endpoints';
import { makeStore } from '../../store';
import { aProduct, customerToken, startMockApi, storeToken, TEST_API_URL } from '../../testing';
import { followSessionAcrossTabs, type SessionRefusal } from '../followSession';
import { closeSessionChannel, type SessionNews } from '../sessionChannel';
import { initSession, loginWithToken, logout } from '../thunks';

const server = startMockApi();

/** Another tab of the same browser: its own channel on the same name. */
function anotherTab() {
  const channel = new BroadcastChannel('marketplace-session');
  const heard: SessionNews[] = [];
  channel.onmessage = (event: MessageEvent<SessionNews>) => heard.push(event.data);
  return { heard, tell: (news: SessionNews) => channel.postMessage(news), close: () => channel.close() };
}

function openTab(token?: string) {
  if (token) Cookies.set('token', token, { path: '/' });
  const ended: SessionRefusal[] = [];
  const store = makeStore({ onSessionEnded: (refusal) => ended.push(refusal) });
  store.dispatch(initSession());
  const stop = followSessionAcrossTabs(store);
  return { store, ended, stop, session: () => store.getState().session };
}

const cachedProducts = (store: ReturnType<typeof makeStore>) => productsApi.endpoints.getAllProducts.select()(store.getState()).data;

let tabs: Array<{ close(): void }> = [];
let stops: Array<() => void> = [];

beforeEach(() => Cookies.remove('token', { path: '/' }));
afterEach(() => {
  for (const tab of tabs) tab.close();
  for (const stop of stops) stop();
  tabs = [];
  stops = [];
  closeSessionChannel();
});

function track<T extends { stop: () => void }>(tab: T): T {
  stops.push(tab.stop);
  return tab;
}

function trackOther() {
  const other = anotherTab();
  tabs.push(other);
  return other;
}

describe('news from another tab', () => {
  test("another tab's sign-out signs this tab out and drops what it had fetched", async () => {
    server.use(http.get(`${TEST_API_URL}/api/product/get/it/all`, () => HttpResponse.json([aProduct()])));
    const { store, session } = track(openTab(customerToken(7, 'alice')));
    await store.dispatch(productsApi.endpoints.getAllProducts.initiate());
    expect(cachedProducts(store)).toHaveLength(1);
    trackOther().tell({ token: null });
    await waitFor(() => expect(session()).toMatchObject({ customer: null, loading: false }));
    expect(cachedProducts(store)).toBeUndefined();
  });

  test("another tab's sign-in as someone else switches this tab to them", async () => {
    const { session } = track(openTab(customerToken(7, 'alice')));
    trackOther().tell({ token: storeToken(10, 'tokyo-goods') });
    await waitFor(() => expect(session()).toMatchObject({ customer: null, store: { store_id: 10, store_name: 'tokyo-goods' } }));
  });

  test("a renamed account's new token renames it here; an unusable token signs out", async () => {
    const { session } = track(openTab(customerToken(7, 'alice')));
    const other = trackOther();
    other.tell({ token: customerToken(7, 'alice-b') });
    await waitFor(() => expect(session().customer).toEqual({ user_id: 7, username: 'alice-b' }));
    other.tell({ token: 'not-a-token' });
    await waitFor(() => expect(session().customer).toBeNull());
  });

  test('a sign-in or sign-out here is told to the other tabs, with the token', async () => {
    const other = trackOther();
    const { store } = track(openTab());
    const token = customerToken(7, 'alice');
    store.dispatch(loginWithToken(token));
    store.dispatch(logout());
    await waitFor(() => expect(other.heard).toEqual([{ token }, { token: null }]));
  });

  test('a tab shown again reads the cookie (news it may have missed)', () => {
    const { session } = track(openTab(customerToken(7, 'alice')));
    Cookies.remove('token', { path: '/' });
    expect(session().customer).not.toBeNull();
    window.dispatchEvent(new Event('focus'));
    expect(session()).toMatchObject({ customer: null, loading: false });
    Cookies.set('token', customerToken(8, 'bob'), { path: '/' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(session().customer).toEqual({ user_id: 8, username: 'bob' });
  });

  test('news before the stored session was read changes nothing (the check reads the cookie itself)', async () => {
    const store = makeStore();
    stops.push(followSessionAcrossTabs(store));
    trackOther().tell({ token: customerToken(7, 'alice') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().session).toMatchObject({ loading: true, customer: null });
  });
});

describe('a call refused for a dead token', () => {
  test('signs the visitor out in every tab and says why, once for several refusals', async () => {
    const answer = { msg: 'Your session has expired; please sign in again', code: 'token_expired' };
    server.use(
      http.get(`${TEST_API_URL}/api/product/get/it/all`, () => HttpResponse.json(answer, { status: 401 })),
      http.get(`${TEST_API_URL}/api/products`, () => HttpResponse.json(answer, { status: 401 })),
    );
    const other = trackOther();
    const { store, ended, session } = track(openTab(customerToken(7, 'alice')));
    await Promise.all([store.dispatch(productsApi.endpoints.getAllProducts.initiate()), store.dispatch(productsApi.endpoints.getLatestProducts.initiate(4))]);
    expect(ended).toEqual([{ status: 401, data: answer }]);
    expect(session()).toMatchObject({ customer: null, loading: false });
    expect(Cookies.get('token')).toBeUndefined();
    await waitFor(() => expect(other.heard).toEqual([{ token: null }]));
  });

  test("a suspended store's refusal ends its session; the same code for a customer's token does not", async () => {
    const suspended = { msg: 'This store is suspended: counterfeit goods', code: 'store_suspended' };
    server.use(http.get(`${TEST_API_URL}/api/product/get/it/all`, () => HttpResponse.json(suspended, { status: 403 })));
    const shopper = track(openTab(customerToken(7, 'alice')));
    await shopper.store.dispatch(productsApi.endpoints.getAllProducts.initiate());
    expect(shopper.ended).toEqual([]);
    expect(shopper.session().customer).not.toBeNull();
    shopper.stop();

    const seller = track(openTab(storeToken(10, 'tokyo-goods')));
    await seller.store.dispatch(productsApi.endpoints.getAllProducts.initiate());
    expect(seller.ended).toEqual([{ status: 403, data: suspended }]);
    expect(seller.session().store).toBeNull();
  });

  test("a sign-in refused (a suspended store's login) is not the signed-in visitor's token refused", async () => {
    server.use(
      http.post(`${TEST_API_URL}/api/store/log`, () => HttpResponse.json({ msg: 'This store is suspended', code: 'store_suspended' }, { status: 403 })),
    );
    const { store, ended, session } = track(openTab(storeToken(10, 'tokyo-goods')));
    await store.dispatch(storeAdminApi.endpoints.loginStore.initiate({ store_name: 'kyoto-shop', password: 'secret-pass' }));
    expect(ended).toEqual([]);
    expect(session().store).toEqual({ store_id: 10, store_name: 'tokyo-goods' });
  });

  test('other refusals (not allowed, not found) leave the session alone', async () => {
    server.use(http.get(`${TEST_API_URL}/api/product/get/it/all`, () => HttpResponse.json({ msg: 'Only stores can do this', code: 'stores_only' }, { status: 403 })));
    const { store, ended, session } = track(openTab(customerToken(7, 'alice')));
    await store.dispatch(productsApi.endpoints.getAllProducts.initiate());
    expect(ended).toEqual([]);
    expect(session().customer).not.toBeNull();
  });

  test("the refusal of a token this tab no longer holds (another tab signed in since) only follows the cookie", async () => {
    const alice = customerToken(7, 'alice');
    const bob = customerToken(8, 'bob');
    server.use(
      http.get(`${TEST_API_URL}/api/product/get/it/all`, () => {
        Cookies.set('token', bob, { path: '/' }); // another tab signs in while the call is out
        return HttpResponse.json({ msg: 'Your password was changed; please sign in again', code: 'token_revoked' }, { status: 401 });
      }),
    );
    const { store, ended, session } = track(openTab(alice));
    await store.dispatch(productsApi.endpoints.getAllProducts.initiate());
    expect(ended).toEqual([]);
    expect(session().customer).toEqual({ user_id: 8, username: 'bob' });
    expect(Cookies.get('token')).toBe(bob);
  });
});
