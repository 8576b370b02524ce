/**
 * Orders followed to the end by both sides (docs/orders-and-notifications.md): the customer's history, the store's orders of every status,
 * cancelling a pending order (customer or store), and the store's sales insights.
 */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { HttpError } from '../errors';
import type { OrderStatus } from '../db/types';
import { cancelOrder, listOrders, type OrderOwner } from '../repositories/order-history';
import { storeInsights } from '../repositories/insights';
import { INSIGHTS_DAYS_DEFAULT, ORDERS_PAGE_DEFAULT, type OrderListQueryT } from '../schemas/order-tracking';

export const ORDER_TRACKING_MESSAGES = {
  cancelled: 'Order cancelled',
  notFound: 'Order not found',
  notPending: (status: OrderStatus) => `This order is already ${status} and can no longer be cancelled`,
  badCursor: 'cursor is not valid; load the first page again',
} as const;

/** Opaque page cursor: the id of the last order shown. */
export const encodeOrderCursor = (orderId: number): string => Buffer.from(`o:${orderId}`).toString('base64url');
function decodeOrderCursor(cursor: string): number {
  const match = /^o:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, ORDER_TRACKING_MESSAGES.badCursor, { code: 'invalid_cursor', field: 'cursor' });
  return id;
}

const orderTracking: FastifyPluginAsync = async (app) => {
  async function page(owner: OrderOwner, query: OrderListQueryT) {
    const status = query.status === '' || query.status === 'all' ? undefined : query.status;
    const limit = query.limit ?? ORDERS_PAGE_DEFAULT;
    const { items, hasMore } = await listOrders(app.db, owner, { status, limit, beforeId: query.cursor ? decodeOrderCursor(query.cursor) : undefined });
    return { items, next_cursor: hasMore ? encodeOrderCursor(items[items.length - 1].order_id) : null };
  }

  defineRoute(app, 'GET /api/order/mine', async ({ query, identity }) => page({ user_id: identity.user_id }, query));

  defineRoute(app, 'GET /api/store/orders', async ({ query, identity }) => page({ store_id: identity.store_id }, query));

  defineRoute(app, 'POST /api/order/cancel', async ({ body, identity }) => {
    const owner: OrderOwner = identity.kind === 'customer' ? { user_id: identity.user_id } : { store_id: identity.store_id };
    const reason = body.reason?.trim() || null;
    const by = identity.kind === 'customer' ? 'customer' : 'store';
    const result = await app.notifier.report((tell) => cancelOrder(app.db, owner, body.order_id, reason, (trx, order) => tell(trx).orderCancelled(order, by)));
    // Someone else's order answers as one that does not exist: nobody learns which ids are taken.
    if (!result.ok && result.kind === 'not-found') throw new HttpError(404, ORDER_TRACKING_MESSAGES.notFound, { code: 'order_not_found' });
    if (!result.ok) throw new HttpError(409, ORDER_TRACKING_MESSAGES.notPending(result.status), { code: 'order_not_pending' });
    const { user_id: _userId, ...order } = result.order;
    return { msg: ORDER_TRACKING_MESSAGES.cancelled, order };
  });

  defineRoute(app, 'GET /api/store/insights', async ({ query, identity }) => storeInsights(app.db, identity.store_id, query.days ?? INSIGHTS_DAYS_DEFAULT));
};

export default orderTracking;
