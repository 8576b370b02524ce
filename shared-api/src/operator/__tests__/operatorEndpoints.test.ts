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
