/** The operator's endpoints against the stateful mock: each action refreshes the lists that show it. */
import { makeStore } from '../../store';
import { loginWithToken } from '../../session';
import { aMockProduct, anOperatorStore, aReport, mockOperatorApi, operatorToken, startMockApi } from '../../testing';
import { operatorApi } from '../endpoints';

const server = startMockApi();

function signedInStore() {
  const store = makeStore();
  store.dispatch(loginWithToken(operatorToken()));
  return store;
}


const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test('the operator signs in through POST /api/operator/log; a wrong password is a 401 with its code', async () => {
  const mock = mockOperatorApi();
  server.use(...mock.handlers);
  const store = makeStore();
  const answer = await store.dispatch(operatorApi.endpoints.loginOperator.initiate({ operator_name: 'ops-ana', password: 'correct horse' })).unwrap();
  expect(typeof answer.token).toBe('string');
  await expect(store.dispatch(operatorApi.endpoints.loginOperator.initiate({ operator_name: 'ops-ana', password: 'nope' })).unwrap()).rejects.toMatchObject({
    status: 401,
    data: { code: 'invalid_credentials' },
  });
});

test('taking a report’s target down refreshes the queue, the overview’s open reports and the audit log', async () => {
  const mock = mockOperatorApi({
    reports: [aReport({ report_id: 2, target_id: 1 }), aReport({ report_id: 1, target_id: 1, reporter: { kind: 'store', name: 'kyoto-tea' } })],
    products: [aMockProduct({ product_id: 1 })],
  });
  server.use(...mock.handlers);
  const store = signedInStore();
  await store.dispatch(operatorApi.endpoints.getOperatorReports.initiate('open')); // stays subscribed, like a mounted list
  await store.dispatch(operatorApi.endpoints.getOperatorOverview.initiate(30)); // stays subscribed, like a mounted list
  await store.dispatch(operatorApi.endpoints.getOperatorAudit.initiate()); // stays subscribed, like a mounted list

  await store.dispatch(operatorApi.endpoints.resolveReport.initiate({ report_id: 2, action: 'take_down', note: 'Fake mark' })).unwrap();
  await settle();

  const state = store.getState();
  expect(operatorApi.endpoints.getOperatorReports.select('open')(state).data?.pages[0].items).toEqual([]);
  expect(operatorApi.endpoints.getOperatorOverview.select(30)(state).data?.open_reports).toBe(0);
  expect(operatorApi.endpoints.getOperatorAudit.select()(state).data?.pages[0].items).toEqual([
    expect.objectContaining({ action: 'take_down_product', target_type: 'product', target_id: 1, reason: 'Fake mark', operator_name: 'ops-ana' }),
  ]);
});

test('suspending a store refreshes the store list; doing it twice is a 409', async () => {
  const mock = mockOperatorApi({ stores: [anOperatorStore({ store_id: 10 })] });
  server.use(...mock.handlers);
  const store = signedInStore();
  await store.dispatch(operatorApi.endpoints.getOperatorStores.initiate({ q: '', status: '' })); // stays subscribed, like a mounted list

  await store.dispatch(operatorApi.endpoints.suspendStore.initiate({ store_id: 10, reason: 'Fraud' })).unwrap();
  await settle();
  const page = operatorApi.endpoints.getOperatorStores.select({ q: '', status: '' })(store.getState()).data?.pages[0];
  expect(page?.items[0]).toMatchObject({ status: 'suspended', suspended_reason: 'Fraud' });

  await expect(store.dispatch(operatorApi.endpoints.suspendStore.initiate({ store_id: 10, reason: 'Again' })).unwrap()).rejects.toMatchObject({
    status: 409,
    data: { code: 'already_suspended' },
  });
});

test('the products list filters by status and store, newest first', async () => {
  const mock = mockOperatorApi({
    stores: [anOperatorStore({ store_id: 10 }), anOperatorStore({ store_id: 11, store_name: 'lima-coffee' })],
    products: [1, 2, 3, 4].map((id) => aMockProduct({ product_id: id, store_id: id % 2 ? 10 : 11 }, id === 3, 'Fake mark')),
  });
  server.use(...mock.handlers);
  const store = signedInStore();
  const ids = (answer: { items: Array<{ product_id: number }> } | undefined) => answer?.items.map((item) => item.product_id);
  const list = (query: { status: '' | 'listed' | 'taken_down'; store_id: number | null }) =>
    store.dispatch(operatorApi.endpoints.getOperatorProducts.initiate(query)).unwrap().then((data) => data.pages[0]);

  expect(ids(await list({ status: '', store_id: null }))).toEqual([4, 3, 2, 1]);
  expect(await list({ status: 'taken_down', store_id: null })).toMatchObject({
    items: [{ product_id: 3, status: 'taken_down', taken_down_reason: 'Fake mark', store_name: 'tokyo-goods' }],
    next_cursor: null,
  });
  expect(ids(await list({ status: 'listed', store_id: 11 }))).toEqual([4, 2]);
  expect(ids(await list({ status: '', store_id: 10 }))).toEqual([3, 1]);
});

test('the products list loads its next page after the last product of the first', async () => {
  const mock = mockOperatorApi({ products: Array.from({ length: 25 }, (_, index) => aMockProduct({ product_id: index + 1 })) });
  server.use(...mock.handlers);
  const store = signedInStore();
  await store.dispatch(operatorApi.endpoints.getOperatorProducts.initiate({ status: 'listed', store_id: null }));
  await store.dispatch(operatorApi.endpoints.getOperatorProducts.initiate({ status: 'listed', store_id: null }, { direction: 'forward' }));
  const pages = operatorApi.endpoints.getOperatorProducts.select({ status: 'listed', store_id: null })(store.getState()).data?.pages;
  expect(pages?.map((page) => page.items.length)).toEqual([20, 5]);
  expect(pages?.[1].items[0].product_id).toBe(5);
});

test('restoring a product and suspending its store refresh the products list', async () => {
  const mock = mockOperatorApi({ stores: [anOperatorStore({ store_id: 10 })], products: [aMockProduct({ product_id: 7, store_id: 10 }, true)] });
  server.use(...mock.handlers);
  const store = signedInStore();
  const query = { status: '', store_id: null } as const;
  await store.dispatch(operatorApi.endpoints.getOperatorProducts.initiate(query)); // stays subscribed, like a mounted list
  const shown = () => operatorApi.endpoints.getOperatorProducts.select(query)(store.getState()).data?.pages[0].items[0];
  expect(shown()).toMatchObject({ status: 'taken_down' });

  await store.dispatch(operatorApi.endpoints.restoreProduct.initiate({ product_id: 7, reason: 'Appeal accepted' })).unwrap();
  await settle();
  expect(shown()).toMatchObject({ status: 'listed', taken_down_reason: null, taken_down_at: null });

  await store.dispatch(operatorApi.endpoints.suspendStore.initiate({ store_id: 10, reason: 'Fraud' })).unwrap();
  await settle();
  expect(shown()).toMatchObject({ status: 'store_suspended' });
});
