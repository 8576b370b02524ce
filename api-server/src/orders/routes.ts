/**
 * Orders as one domain (docs/orders-and-notifications.md): a customer orders one cart line at a
 * time (idempotent with an Idempotency-Key); a store lists its pending orders and completes them;
 * both follow their orders to the end (the customer's history, the store's orders of every
 * status), either cancels a pending one; and the store's sales insights.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../db/types';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from '../routes/calls';
import { pageCursor, pageOf } from '../routes/page-cursor';
import { customerCaller, signedInCaller, storeCaller } from '../auth/access';
import { ownerOf, type Owner } from '../auth/owner';
import { HttpError } from '../errors';
import { cancelOrder, completeOrder, listOrders, listPendingOrders, placeOrder, type PlaceOrderResult } from './repository';
import { storeInsights } from '../repositories/insights';
import type { OrderStatus } from '../db/types';
import { CANCEL_REASON_MAX, INSIGHTS_DAYS_DEFAULT, Insights, ORDER_STATUSES, OrderFull, OrderFullPage, ORDERS_PAGE_DEFAULT } from '../schemas/order-tracking';
import { placeOrderAsRead } from './place-as-read';
import type { HeldClaim } from '../repositories/idempotency';
import { createIdempotency, IDEMPOTENCY_MESSAGES, type Outcome } from './idempotency';
import { ErrorAnswer as err, Id, Msg, MsgOrder, OrderList, type OrderT } from '../schemas/contract';

export const ORDER_MESSAGES = {
  placed: 'Order placed',
  completed: 'Order completed',
  lineGone: 'This item is no longer in your cart (it may have been ordered already)',
  notFound: 'Order not found among your pending orders',
  unavailable: (name: string) => `${name} is no longer available`,
  ...IDEMPOTENCY_MESSAGES,
} as const;

export const ORDER_TRACKING_MESSAGES = {
  cancelled: 'Order cancelled',
  notFound: 'Order not found',
  notPending: (status: OrderStatus) => `This order is already ${status} and can no longer be cancelled`,
} as const;

const orderCursor = pageCursor('o');

/** "Not enough stock for Teapot: 1 left, 2 asked" / "Not enough stock for Teapot: it is sold out". */
export function orderStockMessage(name: string, stock: number, quantity: number): string {
  return stock === 0 ? `Not enough stock for ${name}: it is sold out` : `Not enough stock for ${name}: ${stock} left, ${quantity} in your cart`;
}

function refusal(result: Exclude<PlaceOrderResult, { ok: true }>): HttpError {
  if (result.kind === 'line-not-found') return new HttpError(404, ORDER_MESSAGES.lineGone, { code: 'cart_line_not_found' });
  if (result.kind === 'product-unavailable') return new HttpError(409, ORDER_MESSAGES.unavailable(result.name), { code: 'product_unavailable' });
  return new HttpError(409, orderStockMessage(result.name, result.stock, result.quantity), { code: 'not_enough_stock' });
}

const OrderAddBody = Type.Object({
  cart_id: Id,
  // The spec's client sends these too; the server uses the caller's cart line and the product row.
  quantity: Type.Optional(Type.Unknown()),
  country: Type.Optional(Type.Unknown()),
  full_location: Type.Optional(Type.Unknown()),
  store_name: Type.Optional(Type.Unknown()),
  product_id: Type.Optional(Type.Unknown()),
  store_id: Type.Optional(Type.Unknown()),
});
const OrderIdBody = Type.Object({ order_id: Id });
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x20-\\x7E]+$',
      description:
        'Makes the call safe to retry (e.g. a UUID per cart line checkout; scoped to the caller, kept 24 hours). The same key with the same body replays the first answer (with `Idempotent-Replayed: true`); with another body: 422; while the first request still runs: 409 with Retry-After.',
    }),
  ),
});

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

export const orderCalls = {
  'POST /api/order/add': {
    access: 'customer',
    schema: {
      summary: 'Order one cart line (atomic stock decrement); idempotent with an Idempotency-Key', tags: ['orders'], body: OrderAddBody, headers: IdempotencyHeaders,
      response: { 201: MsgOrder, 400: err, ...authErrors, 404: err, 409: err, 422: err },
    },
  },
  'POST /api/order/see': { access: 'store', schema: { summary: "The store's pending orders, oldest first", tags: ['orders'], response: { 200: OrderList, ...authErrors } } },
  'POST /api/order/done': { access: 'store', schema: { summary: 'Mark an own order completed', tags: ['orders'], body: OrderIdBody, response: { 200: Msg, 400: err, ...authErrors, 404: err } } },
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

/** The answer to a placed order. */
type Placed = { msg: string; order: OrderT };

/** An Idempotency-Key's claim and how to store the answer for it in a placement's transaction. */
interface AnswerKeeping {
  keep: (trx: Transaction<Database>, status: number, answer: Placed) => Promise<void>;
  claim: HeldClaim;
}

const orders: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const idempotency = createIdempotency(app.db);

  const placedAnswer = (order: OrderT): Placed => ({ msg: ORDER_MESSAGES.placed, order });

  /**
   * Places the line with the store's notification (and, with an Idempotency-Key, its answer for the
   * key): in one call as read where it can (PostgreSQL), else written last in the placement's transaction.
   */
  const placeLine = async (customer: { user_id: number; username: string }, cartId: number, keeping?: AnswerKeeping): Promise<Outcome<Placed>> => {
    const result = await app.notifier.report(async (tell, compose) => {
      const asRead = await placeOrderAsRead(app.db, customer, cartId, compose.orderPlaced, keeping && { claim: keeping.claim, answerOf: (order) => ({ status: 201, body: placedAnswer(order) }) });
      return asRead ?? placeOrder(app.db, customer, cartId, async (trx, { order, storeId }) => {
        if (keeping) await keeping.keep(trx, 201, placedAnswer(order));
        await tell(trx).orderPlaced(storeId, order);
      });
    });
    return result.ok ? { status: 201, answer: placedAnswer(result.order) } : { refusal: refusal(result) };
  };

  app.route({ ...routeOf(orderCalls, 'POST /api/order/add'), handler: async (request, reply) => {
    const { body } = request;
    const identity = customerCaller(request);
    const key = request.headers['idempotency-key'];
    // Everything but cart_id in the body is ignored: the line and the product row are the truth.
    const outcome = typeof key === 'string'
      ? await idempotency.once<Placed>({ scope: `user:${identity.user_id}`, key, method: 'POST /api/order/add', body, reply, log: request.log }, (keep, claim) => placeLine(identity, body.cart_id, { keep, claim }))
      : await placeLine(identity, body.cart_id);
    if ('refusal' in outcome) throw outcome.refusal;
    return reply.code(outcome.status).send(outcome.answer);
  } });

  app.route({ ...routeOf(orderCalls, 'POST /api/order/see'), handler: async (request) => listPendingOrders(app.db, storeCaller(request).store_id) });

  app.route({ ...routeOf(orderCalls, 'POST /api/order/done'), handler: async (request) => {
    const { body } = request;
    const identity = storeCaller(request);
    // Another store's order and an already completed one answer alike: nothing to complete here.
    const completed = await app.notifier.report((tell) =>
      completeOrder(app.db, identity.store_id, body.order_id, (trx, order) => tell(trx).orderCompleted(order.user_id, { ...order, store_name: identity.store_name })),
    );
    if (!completed) throw new HttpError(404, ORDER_MESSAGES.notFound, { code: 'order_not_found' });
    return { msg: ORDER_MESSAGES.completed };
  } });

  async function page(owner: Owner, query: OrderListQueryT) {
    const status = query.status === '' || query.status === 'all' ? undefined : query.status;
    const limit = query.limit ?? ORDERS_PAGE_DEFAULT;
    const found = await listOrders(app.db, owner, { status, limit, beforeId: query.cursor ? orderCursor.decode(query.cursor) : undefined });
    return pageOf(orderCursor, found, (order) => order.order_id);
  }

  app.route({ ...routeOf(orderCalls, 'GET /api/order/mine'), handler: async (request) => page({ user_id: customerCaller(request).user_id }, request.query) });

  app.route({ ...routeOf(orderCalls, 'GET /api/store/orders'), handler: async (request) => page({ store_id: storeCaller(request).store_id }, request.query) });

  app.route({ ...routeOf(orderCalls, 'POST /api/order/cancel'), handler: async (request) => {
    const { body } = request;
    const identity = signedInCaller(request);
    const owner = ownerOf(identity);
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
    ...routeOf(orderCalls, 'GET /api/store/insights'),
    handler: async (request) => storeInsights(app.db, storeCaller(request).store_id, request.query.days ?? INSIGHTS_DAYS_DEFAULT),
  });
};

export default orders;
