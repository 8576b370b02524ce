/**
 * Orders followed to the end by both sides (docs/orders-and-notifications.md): the customer's history, the store's orders of every status,
 * cancelling a pending order (customer or store), and the store's sales insights.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { ErrorAnswer as err, Id } from '../schemas/contract';
import { signedInCaller, storeCaller, customerCaller } from '../auth/access';
import { HttpError } from '../errors';
import type { OrderStatus } from '../db/types';
import { cancelOrder, listOrders, type OrderOwner } from '../repositories/order-history';
import { storeInsights } from '../repositories/insights';
import { CANCEL_REASON_MAX, INSIGHTS_DAYS_DEFAULT, Insights, ORDER_STATUSES, OrderFull, OrderFullPage, ORDERS_PAGE_DEFAULT } from '../schemas/order-tracking';

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

const OrderListQuery = Type.Object({
  status: Type.Optional(Type.Enum(['', 'all', ...ORDER_STATUSES], { description: 'Empty or all: every status' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ORDERS_PAGE_DEFAULT })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'next_cursor of the previous page' })),
});

const OrderCancelBody = Type.Object({
  order_id: Id,
  reason: Type.Optional(Type.String({ maxLength: CANCEL_REASON_MAX, description: 'Shown to the other party; blank means none' })),
});

const InsightsQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: INSIGHTS_DAYS_DEFAULT, description: 'The last N days, today (UTC) included' })),
});

type OrderListQueryT = Static<typeof OrderListQuery>;

export const orderTrackingCalls = {
  'GET /api/order/mine': {
    access: 'customer',
    schema: {
      summary: "The customer's orders, newest first, cursor pages (status: pending, completed, cancelled; empty or all for every one)",
      tags: ['orders'], querystring: OrderListQuery, response: { 200: OrderFullPage, 400: err, ...authErrors },
    },
  },
  'GET /api/store/orders': {
    access: 'store',
    schema: { summary: "The store's orders, newest first, cursor pages (status as for /api/order/mine)", tags: ['orders'], querystring: OrderListQuery, response: { 200: OrderFullPage, 400: err, ...authErrors } },
  },
  'POST /api/order/cancel': {
    access: 'any-signed-in',
    schema: {
      summary: 'Cancel a pending order (the customer who placed it, or its store); its stock comes back', tags: ['orders'], body: OrderCancelBody,
      response: { 200: Type.Object({ msg: Type.String(), order: OrderFull }), 400: err, 401: err, 404: err, 409: err },
    },
  },
  'GET /api/store/insights': {
    access: 'store',
    schema: {
      summary: "The store's sales over the last N days: revenue, orders, units, followers, daily revenue, top 5 products (cancelled orders excluded)",
      tags: ['orders'], querystring: InsightsQuery, response: { 200: Insights, 400: err, ...authErrors },
    },
  },
} as const satisfies Calls;

const orderTracking: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  async function page(owner: OrderOwner, query: OrderListQueryT) {
    const status = query.status === '' || query.status === 'all' ? undefined : query.status;
    const limit = query.limit ?? ORDERS_PAGE_DEFAULT;
    const { items, hasMore } = await listOrders(app.db, owner, { status, limit, beforeId: query.cursor ? decodeOrderCursor(query.cursor) : undefined });
    return { items, next_cursor: hasMore ? encodeOrderCursor(items[items.length - 1].order_id) : null };
  }

  app.route({ ...routeOf(orderTrackingCalls, 'GET /api/order/mine'), handler: async (request) => page({ user_id: customerCaller(request).user_id }, request.query) });

  app.route({ ...routeOf(orderTrackingCalls, 'GET /api/store/orders'), handler: async (request) => page({ store_id: storeCaller(request).store_id }, request.query) });

  app.route({ ...routeOf(orderTrackingCalls, 'POST /api/order/cancel'), handler: async (request) => {
    const { body } = request;
    const identity = signedInCaller(request);
    const owner: OrderOwner = identity.kind === 'customer' ? { user_id: identity.user_id } : { store_id: identity.store_id };
    const reason = body.reason?.trim() || null;
    const by = identity.kind === 'customer' ? 'customer' : 'store';
    const result = await app.notifier.report((tell) => cancelOrder(app.db, owner, body.order_id, reason, (trx, order) => tell(trx).orderCancelled(order, by)));
    // Someone else's order answers as one that does not exist: nobody learns which ids are taken.
    if (!result.ok && result.kind === 'not-found') throw new HttpError(404, ORDER_TRACKING_MESSAGES.notFound, { code: 'order_not_found' });
    if (!result.ok) throw new HttpError(409, ORDER_TRACKING_MESSAGES.notPending(result.status), { code: 'order_not_pending' });
    const { user_id: _userId, ...order } = result.order;
    return { msg: ORDER_TRACKING_MESSAGES.cancelled, order };
  } });

  app.route({
    ...routeOf(orderTrackingCalls, 'GET /api/store/insights'),
    handler: async (request) => storeInsights(app.db, storeCaller(request).store_id, request.query.days ?? INSIGHTS_DAYS_DEFAULT),
  });
};

export default orderTracking;
