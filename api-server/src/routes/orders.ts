/** Orders: a customer orders one cart line at a time; a store lists its pending orders and completes them. */
import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { customerCaller, storeCaller } from '../auth/access';
import { HttpError } from '../errors';
import { completeOrder, listPendingOrders, placeOrder, type PlaceOrderResult } from '../repositories/orders';
import { ErrorAnswer as err, Id, Msg, MsgOrder, OrderList, type OrderT } from '../schemas/contract';
import { isErrorCode } from '../schemas/error-codes';
import { ClaimLostError, claimKey, fingerprintOf, holdClaim, purgeExpiredKeys, releaseKey, storeAnswer } from '../repositories/idempotency';

export const ORDER_MESSAGES = {
  placed: 'Order placed',
  completed: 'Order completed',
  lineGone: 'This item is no longer in your cart (it may have been ordered already)',
  notFound: 'Order not found among your pending orders',
  keyReused: 'This Idempotency-Key was already used with a different request; use a new key for a new order',
  keyRunning: 'A request with this Idempotency-Key is still being processed; try again in a moment',
} as const;

/** How often (at most) each instance deletes idempotency keys past their 24 hours. */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** "Not enough stock for Teapot: 1 left, 2 asked" / "Not enough stock for Teapot: it is sold out". */
export function orderStockMessage(name: string, stock: number, quantity: number): string {
  return stock === 0 ? `Not enough stock for ${name}: it is sold out` : `Not enough stock for ${name}: ${stock} left, ${quantity} in your cart`;
}

function refusal(result: Exclude<PlaceOrderResult, { ok: true }>): HttpError {
  if (result.kind === 'line-not-found') return new HttpError(404, ORDER_MESSAGES.lineGone, { code: 'cart_line_not_found' });
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
} as const satisfies Calls;

const orders: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  let lastPurge = 0;

  /** Places the line; the store's notification is written last in the placement's transaction. */
  const place = (identity: { user_id: number; username: string }, cartId: number, alsoInTransaction?: (trx: Transaction<Database>, order: OrderT) => Promise<void>) =>
    app.notifier.report((tell) =>
      placeOrder(app.db, identity, cartId, async (trx, { order, storeId }) => {
        if (alsoInTransaction) await alsoInTransaction(trx, order);
        await tell(trx).orderPlaced(storeId, { ...order, total: (Math.round(order.price * 100) * order.quantity) / 100 });
      }),
    );
  const placed = ({ order }: Extract<PlaceOrderResult, { ok: true }>) => ({ msg: ORDER_MESSAGES.placed, order });

  app.route({ ...routeOf(orderCalls, 'POST /api/order/add'), handler: async (request, reply) => {
    const { body } = request;
    const identity = customerCaller(request);
    reply.code(201);
    const key = request.headers['idempotency-key'];
    // Everything but cart_id in the body is ignored: the line and the product row are the truth.
    if (typeof key !== 'string') {
      const result = await place(identity, body.cart_id);
      if (result.ok) return placed(result);
      throw refusal(result);
    }

    // Idempotent: the first answer to this caller's key is the answer (repositories/idempotency.ts).
    const scope = `user:${identity.user_id}`;
    if (Date.now() - lastPurge > PURGE_INTERVAL_MS) {
      lastPurge = Date.now();
      purgeExpiredKeys(app.db).catch((error: unknown) => request.log.warn({ err: error }, 'could not purge old idempotency keys'));
    }
    const claim = await claimKey(app.db, scope, key, fingerprintOf('POST /api/order/add', body));
    if (claim.kind === 'other-request') throw new HttpError(422, ORDER_MESSAGES.keyReused, { code: 'idempotency_key_reused', field: 'idempotency-key' });
    if (claim.kind === 'running') throw new HttpError(409, ORDER_MESSAGES.keyRunning, { code: 'idempotency_key_in_use', retryAfterSeconds: 1 });
    if (claim.kind === 'replay') {
      reply.header('Idempotent-Replayed', 'true');
      const answer = JSON.parse(claim.body) as { msg: string; order: OrderT; code?: unknown };
      if (claim.status >= 200 && claim.status < 300) return answer;
      // Answers stored before error codes existed have none: the status gives one.
      throw new HttpError(claim.status, answer.msg, { code: isErrorCode(answer.code) ? answer.code : undefined });
    }

    // The claim stays ours while we run, however long (renewed every second); a killed instance's
    // claim runs out within seconds and the client's retry takes it over.
    const { owner } = claim;
    const held = holdClaim(app.db, scope, key, owner, (error) => request.log.warn({ err: error }, 'could not renew an idempotency claim'));
    let result: PlaceOrderResult;
    try {
      result = await place(identity, body.cart_id, (trx, order) => storeAnswer(trx, scope, key, owner, 201, { msg: ORDER_MESSAGES.placed, order }));
      if (!result.ok) {
        const error = refusal(result);
        await storeAnswer(app.db, scope, key, owner, error.statusCode, error.body());
      }
    } catch (error) {
      // Taken over after we stopped renewing (nothing placed: the transaction rolled back): the
      // request that took it answers; the client's retry gets that answer.
      if (error instanceof ClaimLostError) throw new HttpError(409, ORDER_MESSAGES.keyRunning, { code: 'idempotency_key_in_use', retryAfterSeconds: 1 });
      // Nothing was placed (the transaction rolled back): let a retry run again.
      await releaseKey(app.db, scope, key, owner).catch(() => undefined);
      throw error;
    } finally {
      held.stop();
    }
    if (result.ok) return placed(result);
    throw refusal(result);
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
};

export default orders;
