/** Every call of the contract: method, path, body, headers and the typed answer, against mocked HTTP. */
import { http, HttpResponse } from 'msw';
import { loginWithToken } from '../../session/thunks';
import { makeStore, type AppStore } from '../../store';
import {
  aCartItem,
  aMessage,
  anInboxEntry,
  anOrder,
  aProduct,
  aStore,
  customerToken,
  filterProducts,
  productsHandler,
  shipsTo,
  storeToken,
  startMockApi,
  TEST_API_URL,
} from '../../testing';
import { cartApi } from '../../cart/endpoints';
import { followsApi } from '../follows';
import { messagesApi } from '../../chat/endpoints';
import { ordersApi } from '../../orders/endpoints';
import { productsApi } from '../products';
import { storesApi } from '../stores';
import { storeAdminApi } from '../../store-admin/endpoints';
import { usersApi } from '../../users/endpoints';

const server = startMockApi();

interface Seen {
  method: string;
  path: string;
  contentType: string | null;
  authorization: string | null;
  credentials: string;
  body: unknown;
}

/** Answers every call with `answer` and records what the client sent. */
function record(answer: unknown, status = 200): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`${TEST_API_URL}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const contentType = request.headers.get('content-type');
      let body: unknown;
      if (contentType?.startsWith('multipart/form-data')) {
        const form = await request.formData();
        body = Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]));
      } else {
        const text = await request.text();
        body = text ? JSON.parse(text) : undefined;
      }
      seen.push({
        method: request.method,
        path: url.pathname + url.search,
        contentType,
        authorization: request.headers.get('authorization'),
        credentials: request.credentials,
        body,
      });
      return HttpResponse.json(answer as object, { status });
    }),
  );
  return seen;
}

function signedInStore(): { store: AppStore; token: string } {
  const store = makeStore();
  const token = customerToken(7, 'alice');
  store.dispatch(loginWithToken(token));
  return { store, token };
}

function storeForm(): FormData {
  const form = new FormData();
  form.append('store_name', 'tokyo-goods');
  form.append('password', 'password123');
  form.append('full_location', 'Tokyo');
  form.append('bio', 'Crafts');
  form.append('storeImg', new Blob(['png'], { type: 'image/png' }), 'shop.png');
  return form;
}

function productForm(productId?: number): FormData {
  const form = new FormData();
  if (productId) form.append('product_id', String(productId));
  form.append('name', 'Tea bowl');
  form.append('desc', 'Hand-made');
  form.append('price', '24.50');
  form.append('stock', '5');
  form.append('country', 'Japan');
  form.append('productImg', new Blob(['png'], { type: 'image/png' }), 'bowl.png');
  return form;
}

type Case = {
  name: string;
  call: (store: AppStore) => Promise<unknown>;
  method: string;
  path: string;
  body?: unknown;
  multipart?: boolean;
  answer: unknown;
  status?: number;
  result?: unknown;
};

const product = aProduct();
const cases: Case[] = [
  {
    name: 'registerUser',
    call: (s) => s.dispatch(usersApi.endpoints.registerUser.initiate({ username: 'alice', password: 'password123', full_location: 'Lyon' })).unwrap(),
    method: 'POST', path: '/api/user/reg', body: { username: 'alice', password: 'password123', full_location: 'Lyon' },
    answer: { msg: 'User registered' }, status: 201,
  },
  {
    name: 'loginUser',
    call: (s) => s.dispatch(usersApi.endpoints.loginUser.initiate({ username: 'alice', password: 'password123' })).unwrap(),
    method: 'POST', path: '/api/user/log', body: { username: 'alice', password: 'password123' }, answer: { token: 'abc' },
  },
  {
    name: 'updateUser',
    call: (s) => s.dispatch(usersApi.endpoints.updateUser.initiate({ username: 'alice2', password: '', full_location: 'Paris' })).unwrap(),
    method: 'PATCH', path: '/api/user/update', body: { username: 'alice2', password: '', full_location: 'Paris' },
    answer: { msg: 'Profile updated', token: customerToken(7, 'alice2') },
  },
  {
    name: 'registerStore',
    call: (s) => s.dispatch(storeAdminApi.endpoints.registerStore.initiate(storeForm())).unwrap(),
    method: 'POST', path: '/api/store/reg', multipart: true,
    body: { store_name: 'tokyo-goods', password: 'password123', full_location: 'Tokyo', bio: 'Crafts', storeImg: 'file:shop.png' },
    answer: { msg: 'Store registered' }, status: 201,
  },
  {
    name: 'loginStore',
    call: (s) => s.dispatch(storeAdminApi.endpoints.loginStore.initiate({ store_name: 'tokyo-goods', password: 'password123' })).unwrap(),
    method: 'POST', path: '/api/store/log', body: { store_name: 'tokyo-goods', password: 'password123' }, answer: { token: 'abc' },
  },
  {
    name: 'updateStore',
    call: (s) => s.dispatch(storeAdminApi.endpoints.updateStore.initiate(storeForm())).unwrap(),
    method: 'PATCH', path: '/api/store/update', multipart: true,
    body: { store_name: 'tokyo-goods', password: 'password123', full_location: 'Tokyo', bio: 'Crafts', storeImg: 'file:shop.png' },
    answer: { msg: 'Store updated', token: storeToken(10, 'tokyo-goods') },
  },
  {
    name: 'getStore (by name, escaped)',
    call: (s) => s.dispatch(storesApi.endpoints.getStore.initiate('tokyo goods')).unwrap(),
    method: 'GET', path: '/api/store/tokyo%20goods', answer: aStore(),
  },
  {
    name: 'getAllProducts',
    call: (s) => s.dispatch(productsApi.endpoints.getAllProducts.initiate()).unwrap(),
    method: 'GET', path: '/api/product/get/it/all', answer: [product],
  },
  {
    name: 'getLatestProducts (3 by default)',
    call: (s) => s.dispatch(productsApi.endpoints.getLatestProducts.initiate()).unwrap(),
    method: 'GET', path: '/api/products?limit=3', answer: { items: [product], next_cursor: null }, result: [product],
  },
  {
    name: 'getProduct',
    call: (s) => s.dispatch(productsApi.endpoints.getProduct.initiate(1)).unwrap(),
    method: 'GET', path: '/api/product/1', answer: product,
  },
  {
    name: 'getStoreProducts',
    call: (s) => s.dispatch(productsApi.endpoints.getStoreProducts.initiate(10)).unwrap(),
    method: 'GET', path: '/api/product/store/10', answer: [product],
  },
  {
    name: 'addProduct',
    call: (s) => s.dispatch(storeAdminApi.endpoints.addProduct.initiate(productForm())).unwrap(),
    method: 'POST', path: '/api/product/add', multipart: true,
    body: { name: 'Tea bowl', desc: 'Hand-made', price: '24.50', stock: '5', country: 'Japan', productImg: 'file:bowl.png' },
    answer: { msg: 'Product added', product }, status: 201,
  },
  {
    name: 'updateProduct',
    call: (s) => s.dispatch(storeAdminApi.endpoints.updateProduct.initiate(productForm(1))).unwrap(),
    method: 'PATCH', path: '/api/product/update', multipart: true,
    body: { product_id: '1', name: 'Tea bowl', desc: 'Hand-made', price: '24.50', stock: '5', country: 'Japan', productImg: 'file:bowl.png' },
    answer: { msg: 'Product updated', product },
  },
  {
    name: 'deleteProduct',
    call: (s) => s.dispatch(storeAdminApi.endpoints.deleteProduct.initiate({ product_id: 1 })).unwrap(),
    method: 'DELETE', path: '/api/product/delete', body: { product_id: 1 }, answer: { msg: 'Product deleted' },
  },
  {
    name: 'getFollowStatus',
    call: (s) => s.dispatch(followsApi.endpoints.getFollowStatus.initiate(10)).unwrap(),
    method: 'GET', path: '/api/follow?store_id=10', answer: { followers_count: 4, msg: 'followed' },
  },
  {
    name: 'followStore',
    call: (s) => s.dispatch(followsApi.endpoints.followStore.initiate({ store_id: 10, store_name: 'tokyo-goods' })).unwrap(),
    method: 'POST', path: '/api/follow', body: { store_id: 10, store_name: 'tokyo-goods' }, answer: { msg: 'Followed' },
  },
  {
    name: 'getCart',
    call: (s) => s.dispatch(cartApi.endpoints.getCart.initiate()).unwrap(),
    method: 'GET', path: '/api/cart', answer: [aCartItem()],
  },
  {
    name: 'addToCart',
    call: (s) => s.dispatch(cartApi.endpoints.addToCart.initiate({ product_id: 1, quantity: 2, full_location: 'Lyon, France' })).unwrap(),
    method: 'POST', path: '/api/cart/add', body: { product_id: 1, quantity: 2, full_location: 'Lyon, France' },
    answer: { msg: 'Added', item: aCartItem() }, status: 201,
  },
  {
    name: 'updateCartItem',
    call: (s) => s.dispatch(cartApi.endpoints.updateCartItem.initiate({ cart_id: 100, quantity: 3 })).unwrap(),
    method: 'PATCH', path: '/api/cart/update', body: { cart_id: 100, quantity: 3 }, answer: { msg: 'Updated', item: aCartItem({ quantity: 3 }) },
  },
  {
    name: 'removeCartItem',
    call: (s) => s.dispatch(cartApi.endpoints.removeCartItem.initiate({ cart_id: 100 })).unwrap(),
    method: 'DELETE', path: '/api/cart/delete', body: { cart_id: 100 }, answer: { msg: 'Removed' },
  },
  {
    name: 'placeOrder',
    call: (s) => s.dispatch(ordersApi.endpoints.placeOrder.initiate({ cart_id: 100, product_id: 1, quantity: 2 })).unwrap(),
    method: 'POST', path: '/api/order/add', body: { cart_id: 100, product_id: 1, quantity: 2 },
    answer: { msg: 'Order placed', order: anOrder() }, status: 201,
  },
  {
    name: 'getStoreOrders',
    call: (s) => s.dispatch(ordersApi.endpoints.getStoreOrders.initiate()).unwrap(),
    method: 'POST', path: '/api/order/see', answer: [anOrder()],
  },
  {
    name: 'completeOrder',
    call: (s) => s.dispatch(ordersApi.endpoints.completeOrder.initiate({ order_id: 500 })).unwrap(),
    method: 'POST', path: '/api/order/done', body: { order_id: 500 }, answer: { msg: 'Order completed' },
  },
  {
    name: 'getInbox',
    call: (s) => s.dispatch(messagesApi.endpoints.getInbox.initiate()).unwrap(),
    method: 'POST', path: '/api/inbox', answer: [anInboxEntry()],
  },
  {
    name: 'getConversation',
    call: (s) => s.dispatch(messagesApi.endpoints.getConversation.initiate({ store_name: 'tokyo-goods', username: 'alice' })).unwrap(),
    method: 'GET', path: '/api/msg/get/tokyo-goods/and/alice', answer: [aMessage()],
  },
  {
    name: 'sendMessage',
    call: (s) => s.dispatch(messagesApi.endpoints.sendMessage.initiate({ store_name: 'tokyo-goods', username: 'alice', msg: 'Hi there' })).unwrap(),
    method: 'POST', path: '/api/msg/add/tokyo-goods/and/alice', body: { msg: 'Hi there' }, answer: aMessage({ msg: 'Hi there' }), status: 201,
  },
];

describe.each(cases)('$name', ({ call, method, path, body, multipart, answer, status, result }) => {
  test(`${method} ${path} with the bearer token, answering the typed result`, async () => {
    const seen = record(answer, status);
    const { store, token } = signedInStore();
    await expect(call(store)).resolves.toEqual(result ?? answer);
    const request = seen[0];
    expect(request).toMatchObject({ method, path, authorization: `Bearer ${token}` });
    // No cookies ride along with cross-site requests.
    expect(request.credentials).toBe('same-origin');
    if (multipart) {
      // The browser sets multipart with its boundary: never a JSON content type.
      expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    } else if (body !== undefined) {
      expect(request.contentType).toBe('application/json');
    }
    expect(request.body).toEqual(body);
  });
});

test('a failed call surfaces the server status and msg', async () => {
  record({ msg: 'Invalid username or password' }, 401);
  const store = makeStore();
  await expect(
    store.dispatch(usersApi.endpoints.loginUser.initiate({ username: 'alice', password: 'wrong-password' })).unwrap(),
  ).rejects.toEqual({ status: 401, data: { msg: 'Invalid username or password' } });
});

test('the shop query sends only the filters that are set and pages with the cursor', async () => {
  const first = { items: [aProduct({ product_id: 3 }), aProduct({ product_id: 2 })], next_cursor: 'c2' };
  const second = { items: [aProduct({ product_id: 1 })], next_cursor: null };
  const paths: string[] = [];
  server.use(
    http.get(`${TEST_API_URL}/api/products`, ({ request }) => {
      const url = new URL(request.url);
      paths.push(url.search);
      return HttpResponse.json(url.searchParams.get('cursor') === 'c2' ? second : first);
    }),
  );
  const store = makeStore();
  const search = { q: ' tea ', country: '', min_price: 10 as number | '', max_price: '' as const };
  const query = store.dispatch(productsApi.endpoints.searchProducts.initiate(search));
  const firstPage = await query.unwrap();
  expect(firstPage.pages).toEqual([first]);
  expect(productsApi.endpoints.searchProducts.select(search)(store.getState()).hasNextPage).toBe(true);

  const next = await store.dispatch(productsApi.endpoints.searchProducts.initiate(search, { direction: 'forward' })).unwrap();
  expect(next.pages).toEqual([first, second]);
  expect(paths).toEqual(['?q=tea&min_price=10', '?q=tea&min_price=10&cursor=c2']);

  const state = productsApi.endpoints.searchProducts.select(search)(store.getState());
  expect(state.hasNextPage).toBe(false);
  query.unsubscribe();
});

test('the shop query sends ships_to, and the mock products handler filters by it like the API', async () => {
  const requests: URLSearchParams[] = [];
  const everywhere = aProduct({ product_id: 3, name: 'Bowl', ships_to: [] });
  const toJapan = aProduct({ product_id: 2, name: 'Cup', ships_to: ['Japan', 'Peru'] });
  const toChile = aProduct({ product_id: 1, name: 'Plate', ships_to: ['Chile'] });
  const legacy = aProduct({ product_id: 4, name: 'Vase' });
  server.use(productsHandler([legacy, everywhere, toJapan, toChile], requests));
  const store = makeStore();

  const page = await store.dispatch(productsApi.endpoints.searchProducts.initiate({ ships_to: ' Japan ', country: '' })).unwrap();
  expect(requests.map((params) => params.toString())).toEqual(['ships_to=Japan']);
  expect(page.pages[0].items.map((product) => product.name)).toEqual(['Vase', 'Bowl', 'Cup']);
  expect(page.pages[0].items[2].ships_to).toEqual(['Japan', 'Peru']);

  const all = await store.dispatch(productsApi.endpoints.searchProducts.initiate({ ships_to: '' })).unwrap();
  expect(requests[1].toString()).toBe('');
  expect(all.pages[0].items).toHaveLength(4);

  // The handler's other filters: substring of name, desc or store name; exact country; inclusive bounds.
  const params = new URLSearchParams('q=PLA&ships_to=Chile&min_price=24.5&max_price=24.5&country=Japan');
  expect(filterProducts([legacy, everywhere, toJapan, toChile], params).map((product) => product.name)).toEqual(['Plate']);
  expect(shipsTo(toChile, 'Japan')).toBe(false);
});
