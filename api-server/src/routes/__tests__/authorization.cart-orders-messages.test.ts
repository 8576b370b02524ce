import { describeAuthorizationMatrix } from '../../../test/helpers/authorization';

const NOT_IN_CART = 'This item is not in your cart';
const NOT_PARTY = 'You can only read and write your own conversations';

describeAuthorizationMatrix(
  'cart, orders, messages',
  [
    { key: 'GET /api/cart', request: () => ({}) },
    { key: 'POST /api/cart/add', request: (f) => ({ payload: { product_id: f.product.product_id, quantity: 1, full_location: 'Matrix St' } }) },
    {
      key: 'PATCH /api/cart/update',
      request: (f) => ({ payload: { cart_id: f.extra.updateLine, quantity: 2 } }),
      notOwner: { caller: (f) => f.otherCustomer, status: 404, msg: NOT_IN_CART, code: 'cart_line_not_found' },
    },
    {
      key: 'DELETE /api/cart/delete',
      request: (f) => ({ payload: { cart_id: f.extra.deleteLine } }),
      notOwner: { caller: (f) => f.otherCustomer, status: 404, msg: NOT_IN_CART, code: 'cart_line_not_found' },
    },
    {
      key: 'POST /api/order/add',
      request: (f) => ({ payload: { cart_id: f.extra.orderLine } }),
      notOwner: { caller: (f) => f.otherCustomer, status: 404, msg: 'This item is no longer in your cart (it may have been ordered already)', code: 'cart_line_not_found' },
      rightful: { status: 201 },
    },
    { key: 'POST /api/order/see', request: () => ({}) },
    {
      key: 'POST /api/order/done',
      request: (f) => ({ payload: { order_id: f.extra.orderId } }),
      notOwner: { caller: (f) => f.otherStore, status: 404, msg: 'Order not found among your pending orders', code: 'order_not_found' },
    },
    { key: 'POST /api/inbox', request: () => ({}) },
    {
      key: 'GET /api/msg/get/{store_name}/and/{username}',
      request: (f) => ({ url: `/api/msg/get/${f.store.store_name}/and/${f.customer.username}` }),
      notOwner: { caller: (f) => f.otherCustomer, status: 403, msg: NOT_PARTY, code: 'forbidden' },
    },
    {
      key: 'POST /api/msg/add/{store_name}/and/{username}',
      request: (f) => ({ url: `/api/msg/add/${f.store.store_name}/and/${f.customer.username}`, payload: { msg: 'Hello' } }),
      notOwner: { caller: (f) => f.otherStore, status: 403, msg: NOT_PARTY, code: 'forbidden' },
      rightful: { caller: (f) => f.store, status: 201 },
    },
  ],
  async (t, f) => {
    const line = async (full_location: string) => {
      const res = await t.app.inject({
        method: 'POST', url: '/api/cart/add', headers: f.customer.auth, payload: { product_id: f.product.product_id, quantity: 1, full_location },
      });
      return res.json().item.cart_id as number;
    };
    const [updateLine, deleteLine, orderLine, orderedLine] = [await line('Update St'), await line('Delete St'), await line('Order St'), await line('Ordered St')];
    const placed = await t.app.inject({ method: 'POST', url: '/api/order/add', headers: f.customer.auth, payload: { cart_id: orderedLine } });
    await t.app.inject({ method: 'POST', url: `/api/msg/add/${f.store.store_name}/and/${f.customer.username}`, headers: f.customer.auth, payload: { msg: 'Hi' } });
    return { updateLine, deleteLine, orderLine, orderId: placed.json().order.order_id };
  },
);
