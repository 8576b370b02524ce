/**
 * Orders as both sides follow them: the customer's history and the store's orders of every status
 * (newest first, keyset pages on order_id), and cancelling a pending one. Cancelling changes the
 * order only `WHERE status = 'pending'` and gives the stock back in the same transaction, so it
 * races safely with completing (exactly one wins) and the stock is counted once.
 */
import type { Kysely, Transaction } from 'kysely';
import type { CancelledBy, Database, OrderStatus } from '../db/types';
import type { OrderFullT } from '../schemas/order-tracking';
import { centsToDollars } from './products';

type Db = Kysely<Database>;

/** Whose orders: a customer's or a store's. */
export type OrderOwner = { user_id: number } | { store_id: number };

function selectFullOrders(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.user_id', 'o.user_id')
    .innerJoin('stores as s', 's.store_id', 'o.store_id')
    .select([
      'o.order_id', 'o.product_id', 'o.name', 'o.price_cents', 'o.quantity', 'o.img', 'o.store_id', 's.store_name', 'u.username',
      'o.full_location', 'o.country', 'o.status', 'o.created_at', 'o.updated_at', 'o.cancel_reason', 'o.cancelled_by', 'o.user_id',
    ]);
}

type FullOrderRow = Awaited<ReturnType<ReturnType<typeof selectFullOrders>['executeTakeFirstOrThrow']>>;

function toOrderFull({ price_cents, updated_at, user_id: _userId, ...row }: FullOrderRow): OrderFullT {
  return { ...row, price: centsToDollars(price_cents), total: centsToDollars(price_cents * row.quantity), updated_at: updated_at ?? row.created_at };
}

export interface OrderPageRequest {
  status?: OrderStatus;
  limit: number;
  /** Only orders older than this one (the last id of the previous page). */
  beforeId?: number;
}

/** One page of the owner's orders, newest first; hasMore when another page follows. */
export async function listOrders(db: Db, owner: OrderOwner, page: OrderPageRequest): Promise<{ items: OrderFullT[]; hasMore: boolean }> {
  let query = selectFullOrders(db);
  query = 'user_id' in owner ? query.where('o.user_id', '=', owner.user_id) : query.where('o.store_id', '=', owner.store_id);
  if (page.status) query = query.where('o.status', '=', page.status);
  if (page.beforeId !== undefined) query = query.where('o.order_id', '<', page.beforeId);
  const rows = await query.orderBy('o.order_id', 'desc').limit(page.limit + 1).execute();
  return { items: rows.slice(0, page.limit).map(toOrderFull), hasMore: rows.length > page.limit };
}

/** One order with the ids of both parties, when `owner` is one of them. */
export async function findOrderFor(db: Db, owner: OrderOwner, orderId: number): Promise<(OrderFullT & { user_id: number }) | undefined> {
  let query = selectFullOrders(db).where('o.order_id', '=', orderId);
  query = 'user_id' in owner ? query.where('o.user_id', '=', owner.user_id) : query.where('o.store_id', '=', owner.store_id);
  const row = await query.executeTakeFirst();
  return row ? { ...toOrderFull(row), user_id: row.user_id } : undefined;
}

export type CancelResult =
  | { ok: true; order: OrderFullT & { user_id: number } }
  | { ok: false; kind: 'not-found' }
  | { ok: false; kind: 'not-pending'; status: OrderStatus };

/**
 * Cancels the owner's pending order `orderId`, giving its stock back (see the file comment).
 * `withCancelled` runs last in the same transaction (the other party's notification); throwing
 * rolls the cancellation back.
 */
export async function cancelOrder(
  db: Db,
  owner: OrderOwner,
  orderId: number,
  reason: string | null,
  withCancelled?: (trx: Transaction<Database>, order: OrderFullT & { user_id: number }) => Promise<void>,
): Promise<CancelResult> {
  const cancelledBy: CancelledBy = 'user_id' in owner ? 'customer' : 'store';
  const cancelled = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    let update = trx
      .updateTable('orders')
      .set({ status: 'cancelled', cancel_reason: reason, cancelled_by: cancelledBy, updated_at: now })
      .where('order_id', '=', orderId)
      .where('status', '=', 'pending');
    update = 'user_id' in owner ? update.where('user_id', '=', owner.user_id) : update.where('store_id', '=', owner.store_id);
    const row = await update.returning(['product_id', 'quantity']).executeTakeFirst();
    if (!row) return undefined;
    // A deleted product has no stock to take the units back: the update then changes nothing.
    await trx.updateTable('products').set((eb) => ({ stock: eb('stock', '+', row.quantity) })).where('product_id', '=', row.product_id).execute();
    const order = (await findOrderFor(trx, owner, orderId))!;
    if (withCancelled) await withCancelled(trx, order);
    return order;
  });
  if (cancelled) return { ok: true, order: cancelled };
  const order = await findOrderFor(db, owner, orderId);
  if (!order) return { ok: false, kind: 'not-found' };
  return { ok: false, kind: 'not-pending', status: order.status };
}
