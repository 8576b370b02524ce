/** Orders: a customer orders one cart line at a time; a store lists its pending orders and completes them. */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { HttpError } from '../errors';
import { completeOrder, listPendingOrders, placeOrder } from '../repositories/orders';

export const ORDER_MESSAGES = {
  placed: 'Order placed',
  completed: 'Order completed',
  lineGone: 'This item is no longer in your cart (it may have been ordered already)',
  notFound: 'Order not found among your pending orders',
} as const;

/** "Not enough stock for Teapot: 1 left, 2 asked" / "Not enough stock for Teapot: it is sold out". */
export function orderStockMessage(name: string, stock: number, quantity: number): string {
  return stock === 0 ? `Not enough stock for ${name}: it is sold out` : `Not enough stock for ${name}: ${stock} left, ${quantity} in your cart`;
}

const orders: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'POST /api/order/add', async ({ body, identity }) => {
    // Everything but cart_id in the body is ignored: the line and the product row are the truth.
    const result = await placeOrder(app.db, identity, body.cart_id);
    if (result.ok) {
      const { order } = result;
      await app.notifier.orderPlaced(result.storeId, { ...order, total: (Math.round(order.price * 100) * order.quantity) / 100 });
      return { msg: ORDER_MESSAGES.placed, order };
    }
    if (result.kind === 'line-not-found') throw new HttpError(404, ORDER_MESSAGES.lineGone);
    throw new HttpError(409, orderStockMessage(result.name, result.stock, result.quantity));
  });

  defineRoute(app, 'POST /api/order/see', async ({ identity }) => listPendingOrders(app.db, identity.store_id));

  defineRoute(app, 'POST /api/order/done', async ({ body, identity }) => {
    // Another store's order and an already completed one answer alike: nothing to complete here.
    const completed = await completeOrder(app.db, identity.store_id, body.order_id);
    if (!completed) throw new HttpError(404, ORDER_MESSAGES.notFound);
    await app.notifier.orderCompleted(completed.user_id, { order_id: body.order_id, name: completed.name, quantity: completed.quantity, store_name: identity.store_name });
    return { msg: ORDER_MESSAGES.completed };
  });
};

export default orders;
