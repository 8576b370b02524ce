/** Each mutation refreshes what it changed (and only that): the subscribed queries refetch. */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loginWithToken } from '../../session/thunks';
import { makeStore, type AppStore } from '../../store';
import {
  aCartItem,
  aMessage,
  anInboxEntry,
  anOrder,
  anOrderFull,
  anOrderPage,
  anInsights,
  aNotificationsPage,
  aProduct,
  aStore,
  customerToken,
  startMockApi,
  storeToken,
  TEST_API_URL,
} from '../../testing';
import { cartApi } from '../../cart/endpoints';
import { followsApi } from '../follows';
import { messagesApi } from '../../chat/endpoints';
import { notificationsApi } from '../../notifications/endpoints';
import { orderHistoryApi } from '../../orders/historyEndpoints';
import { ordersApi } from '../../orders/endpoints';
import { productsApi } from '../products';
import { storesApi } from '../stores';
import { storeAdminApi } from '../../store-admin/endpoints';
import { usersApi } from '../../users/endpoints';

const server = startMockApi();

/** How many times each GET/POST-read path was asked for. */
let calls: Record<string, number>;
const count = (key: string) => calls[key] ?? 0;

beforeEach(() => {
  calls = {};
  const seen = (key: string) => {
    calls[key] = count(key) + 1;
  };
  const api = (path: string) => `${TEST_API_URL}${path}`;
  server.use(
    http.get(api('/api/cart'), () => (seen('cart'), HttpResponse.json([aCartItem()]))),
    http.get(api('/api/product/get/it/all'), () => (seen('all products'), HttpResponse.json([aProduct()]))),
    http.get(api('/api/products'), ({ request }) => {
      seen(new URL(request.url).searchParams.get('limit') === '3' ? 'latest products' : 'shop');
      return HttpResponse.json({ items: [aProduct()], next_cursor: null });
    }),
    http.get(api('/api/product/store/:storeId'), () => (seen('store products'), HttpResponse.json([aProduct()]))),
    http.get(api('/api/product/:productId'), ({ params }) => (seen(`product ${params.productId}`), HttpResponse.json(aProduct()))),
    // Before the store page's path, which would match these too (the API's router prefers static paths).
    http.get(api('/api/store/orders'), () => (seen('store order history'), HttpResponse.json(anOrderPage()))),
    http.get(api('/api/store/insights'), () => (seen('insights'), HttpResponse.json(anInsights()))),
    http.get(api('/api/store/:storeName'), () => (seen('store'), HttpResponse.json(aStore()))),
    http.get(api('/api/follow'), ({ request }) => {
      seen(`follow ${new URL(request.url).searchParams.get('store_id')}`);
      return HttpResponse.json({ followers_count: 1, msg: 'Not followed' });
    }),
    http.post(api('/api/order/see'), () => (seen('orders'), HttpResponse.json([anOrder()]))),
    http.get(api('/api/order/mine'), () => (seen('my orders'), HttpResponse.json(anOrderPage()))),
    http.get(api('/api/notifications'), () => (seen('notifications'), HttpResponse.json(aNotificationsPage()))),
    http.post(api('/api/inbox'), () => (seen('inbox'), HttpResponse.json([anInboxEntry()]))),
    http.get(api('/api/msg/get/:store/and/:user'), () => (seen('conversation'), HttpResponse.json([aMessage()]))),
    // mutations
    http.post(api('/api/cart/add'), () => HttpResponse.json({ msg: 'ok', item: aCartItem() }, { status: 201 })),
    http.patch(api('/api/cart/update'), () => HttpResponse.json({ msg: 'ok', item: aCartItem() })),
    http.delete(api('/api/cart/delete'), () => HttpResponse.json({ msg: 'ok' })),
    http.post(api('/api/product/add'), () => HttpResponse.json({ msg: 'ok', product: aProduct() }, { status: 201 })),
    http.patch(api('/api/product/update'), () => HttpResponse.json({ msg: 'ok', product: aProduct() })),
    http.delete(api('/api/product/delete'), () => HttpResponse.json({ msg: 'ok' })),
    http.post(api('/api/order/done'), () => HttpResponse.json({ msg: 'ok' })),
    http.post(api('/api/order/cancel'), () => HttpResponse.json({ msg: 'Order cancelled', order: anOrderFull({ status: 'cancelled' }) })),
    http.post(api('/api/notifications/read'), () => HttpResponse.json({ unread: 0 })),
    http.post(api('/api/order/add'), () => HttpResponse.json({ msg: 'ok', order: anOrder() }, { status: 201 })),
    http.post(api('/api/follow'), () => HttpResponse.json({ msg: 'ok' })),
    http.post(api('/api/msg/add/:store/and/:user'), () => HttpResponse.json(aMessage({ message_id: 2, msg: 'Hi' }), { status: 201 })),
    http.patch(api('/api/user/update'), () => HttpResponse.json({ msg: 'ok', token: customerToken(7, 'alice-renamed') })),
    http.patch(api('/api/store/update'), () => HttpResponse.json({ msg: 'ok', token: storeToken(10, 'kyoto-goods') })),
  );
});

/** Subscribes to every read the app makes, waits until each has loaded once. */
async function subscribeAll(store: AppStore) {
  const subscriptions = [
    store.dispatch(cartApi.endpoints.getCart.initiate()),
    store.dispatch(productsApi.endpoints.getAllProducts.initiate()),
    store.dispatch(productsApi.endpoints.getLatestProducts.initiate()),
    store.dispatch(productsApi.endpoints.searchProducts.initiate({ q: 'tea' })),
    store.dispatch(productsApi.endpoints.getStoreProducts.initiate(10)),
    store.dispatch(productsApi.endpoints.getProduct.initiate(1)),
    store.dispatch(productsApi.endpoints.getProduct.initiate(2)),
    store.dispatch(storesApi.endpoints.getStore.initiate('tokyo-goods')),
    store.dispatch(followsApi.endpoints.getFollowStatus.initiate(10)),
    store.dispatch(followsApi.endpoints.getFollowStatus.initiate(11)),
    store.dispatch(ordersApi.endpoints.getStoreOrders.initiate()),
    store.dispatch(messagesApi.endpoints.getInbox.initiate()),
    store.dispatch(messagesApi.endpoints.getConversation.initiate({ store_name: 'tokyo-goods', username: 'alice' })),
    store.dispatch(orderHistoryApi.endpoints.getMyOrders.initiate('all')),
    store.dispatch(orderHistoryApi.endpoints.getStoreOrderHistory.initiate('all')),
    store.dispatch(orderHistoryApi.endpoints.getStoreInsights.initiate(30)),
    store.dispatch(notificationsApi.endpoints.getNotifications.initiate()),
  ];
  await Promise.all(subscriptions.map((subscription) => subscription.unwrap()));
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

const READS = [
  'cart', 'all products', 'latest products', 'shop', 'store products', 'product 1', 'product 2', 'store',
  'follow 10', 'follow 11', 'orders', 'inbox', 'conversation', 'my orders', 'store order history', 'insights', 'notifications',
];
const ORDER_READS = ['orders', 'my orders', 'store order history', 'insights'];

async function expectRefetched(refetched: string[]) {
  await waitFor(() => refetched.forEach((key) => expect([key, count(key)]).toEqual([key, 2])));
  // let any stray refetch land before checking that nothing else was asked for again
  await new Promise((resolve) => setTimeout(resolve, 50));
  const expected = Object.fromEntries(READS.map((key) => [key, refetched.includes(key) ? 2 : 1]));
  expect(calls).toEqual(expected);
}

const mutations: { name: string; run: (store: AppStore) => Promise<unknown>; refetched: string[] }[] = [
  { name: 'add to cart', run: (s) => s.dispatch(cartApi.endpoints.addToCart.initiate({ product_id: 1, quantity: 1, full_location: 'Lyon' })).unwrap(), refetched: ['cart'] },
  { name: 'update a cart line', run: (s) => s.dispatch(cartApi.endpoints.updateCartItem.initiate({ cart_id: 100, quantity: 3 })).unwrap(), refetched: ['cart'] },
  { name: 'remove a cart line', run: (s) => s.dispatch(cartApi.endpoints.removeCartItem.initiate({ cart_id: 100 })).unwrap(), refetched: ['cart'] },
  {
    name: 'add a product',
    run: (s) => s.dispatch(storeAdminApi.endpoints.addProduct.initiate(new FormData())).unwrap(),
    refetched: ['all products', 'latest products', 'shop', 'store products'],
  },
  {
    name: 'edit a product',
    run: (s) => {
      const form = new FormData();
      form.append('product_id', '1');
      return s.dispatch(storeAdminApi.endpoints.updateProduct.initiate(form)).unwrap();
    },
    refetched: ['all products', 'latest products', 'shop', 'store products', 'product 1', 'cart'],
  },
  {
    name: 'delete a product',
    run: (s) => s.dispatch(storeAdminApi.endpoints.deleteProduct.initiate({ product_id: 1 })).unwrap(),
    refetched: ['all products', 'latest products', 'shop', 'store products', 'product 1', 'cart'],
  },
  { name: 'complete an order', run: (s) => s.dispatch(ordersApi.endpoints.completeOrder.initiate({ order_id: 500 })).unwrap(), refetched: ORDER_READS },
  {
    name: 'order a cart line (stock changes)',
    run: (s) => s.dispatch(ordersApi.endpoints.placeOrder.initiate({ cart_id: 100, product_id: 1 })).unwrap(),
    refetched: ['product 1', ...ORDER_READS],
  },
  {
    name: 'cancel an order (the stock comes back)',
    run: (s) => s.dispatch(orderHistoryApi.endpoints.cancelOrder.initiate({ order_id: 500, reason: 'Sold out' })).unwrap(),
    refetched: ['product 1', ...ORDER_READS],
  },
  {
    name: 'mark notifications read',
    run: (s) => s.dispatch(notificationsApi.endpoints.markNotificationsRead.initiate({})).unwrap(),
    refetched: ['notifications'],
  },
  { name: 'follow a store', run: (s) => s.dispatch(followsApi.endpoints.followStore.initiate({ store_id: 10, store_name: 'tokyo-goods' })).unwrap(), refetched: ['follow 10'] },
  {
    name: 'send a message',
    run: (s) => s.dispatch(messagesApi.endpoints.sendMessage.initiate({ store_name: 'tokyo-goods', username: 'alice', msg: 'Hi' })).unwrap(),
    refetched: ['inbox', 'conversation'],
  },
  {
    name: 'rename the customer',
    run: (s) => s.dispatch(usersApi.endpoints.updateUser.initiate({ username: 'alice-renamed' })).unwrap(),
    refetched: ['inbox', 'conversation'],
  },
];

describe.each(mutations)('$name', ({ run, refetched }) => {
  test(`refetches ${refetched.join(', ')} and nothing else`, async () => {
    const store = makeStore();
    store.dispatch(loginWithToken(customerToken(7, 'alice')));
    const unsubscribe = await subscribeAll(store);
    await run(store);
    await expectRefetched(refetched);
    unsubscribe();
  });
});

test('a store rename keeps the store signed in under its new name and refreshes what shows the name', async () => {
  const store = makeStore();
  store.dispatch(loginWithToken(storeToken(10, 'tokyo-goods')));
  const unsubscribe = await subscribeAll(store);
  await store.dispatch(storeAdminApi.endpoints.updateStore.initiate(new FormData())).unwrap();
  expect(store.getState().session.store).toEqual({ store_id: 10, store_name: 'kyoto-goods' });
  await expectRefetched(['all products', 'latest products', 'shop', 'store products', 'product 1', 'product 2', 'store', 'orders', 'my orders', 'store order history', 'inbox', 'conversation']);
  unsubscribe();
});

test('a customer rename stores the new token: still signed in, new name', async () => {
  const store = makeStore();
  store.dispatch(loginWithToken(customerToken(7, 'alice')));
  await store.dispatch(usersApi.endpoints.updateUser.initiate({ username: 'alice-renamed' })).unwrap();
  expect(store.getState().session.customer).toEqual({ user_id: 7, username: 'alice-renamed' });
});
