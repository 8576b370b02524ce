import { describeAuthorizationMatrix } from '../../../test/helpers/authorization';
import type { TestApp } from '../../../test/helpers/app';
import type { MatrixFixtures } from '../../../test/helpers/authorization';

const ORDER_NOT_FOUND = 'Order not found';

/** Two pending orders of the matrix customer at the matrix store: one per cancelling side. */
async function pendingOrders(t: TestApp, f: Omit<MatrixFixtures, 'extra'>) {
  const place = async (full_location: string) => {
    const line = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: f.customer.auth, payload: { product_id: f.product.product_id, quantity: 1, full_location } });
    const placed = await t.app.inject({ method: 'POST', url: '/api/order/add', headers: f.customer.auth, payload: { cart_id: line.json().item.cart_id } });
    return placed.json().order.order_id as number;
  };
  return { customerCancels: await place('Customer St'), storeCancels: await place('Store St') };
}

describeAuthorizationMatrix(
  'order history, insights, notifications',
  [
    { key: 'GET /api/order/mine', request: () => ({}) },
    { key: 'GET /api/store/orders', request: () => ({ url: '/api/store/orders?status=all' }) },
    { key: 'GET /api/store/insights', request: () => ({ url: '/api/store/insights?days=7' }) },
    {
      key: 'POST /api/order/cancel',
      request: (f) => ({ payload: { order_id: f.extra.customerCancels } }),
      notOwner: { caller: (f) => f.otherCustomer, status: 404, msg: ORDER_NOT_FOUND, code: 'order_not_found' },
      rightful: { status: 200 },
    },
    { key: 'GET /api/notifications', request: () => ({}) },
    { key: 'POST /api/notifications/read', request: () => ({ payload: {} }) },
  ],
  pendingOrders,
);

describeAuthorizationMatrix(
  'cancel by the store',
  [
    {
      key: 'POST /api/order/cancel',
      request: (f) => ({ payload: { order_id: f.extra.storeCancels, reason: 'Out of stock' } }),
      notOwner: { caller: (f) => f.otherStore, status: 404, msg: ORDER_NOT_FOUND, code: 'order_not_found' },
      rightful: { caller: (f) => f.store, status: 200 },
    },
  ],
  pendingOrders,
);
