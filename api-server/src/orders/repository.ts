/**
 * Orders, placed, listed, completed and cancelled. Placing one turns one of the customer's cart lines into an order in a single
 * transaction: the line is claimed (deleted) first, so a retried or doubled request finds it gone;
 * the stock is lowered only `WHERE stock >= quantity` (backed by CHECK (stock >= 0)); the order
 * keeps a copy of the product's name and price. Any refusal rolls everything back, so the cart
 * line stays. Both sides follow orders to the end: the customer's history and the store's orders of
 * every status (newest first, keyset pages on order_id), and cancelling a pending one. Cancelling
 * changes the order only `WHERE status = 'pending'` and gives the stock back in the same
 * transaction, so it races safely with completing (exactly one wins) and the stock is counted once.
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { CancelledBy, Database, OrderRow, OrderStatus } from '../db/types';
import { isCheckViolation } from '../db/errors';
import { isPostgres } from '../db/database-key';
import type { OrderT } from '../schemas/contract';
import { centsToDollars, lineTotal } from '../repositories/products';
import type { OrderFullT } from '../schemas/order-tracking';
import type { Owner } from '../auth/owner';
import { prepareQuery, prepareQueryOf } from '../db/prepared';
import { nameStatement } from '../db/named-statements';

type Db = Kysely<Database>;

export type PlaceOrderResult =
  | { ok: true; order: OrderT; storeId: number }
  | { ok: false; kind: 'line-not-found' }
  | { ok: false; kind: 'product-unavailable'; name: string }
  | { ok: false; kind: 'not-enough-stock'; name: string; stock: number; quantity: number };

/** The line's product was taken down or its store suspended: the placement rolls back, the line stays. */
class ProductUnavailable extends Error {
  constructor(readonly productName: string) {
    super('product unavailable');
  }
}

class NotEnoughStock extends Error {
  constructor(readonly productName: string, readonly stock: number, readonly quantity: number) {
    super('not enough stock');
  }
}

function selectOrders(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.user_id', 'o.user_id')
    .select(['o.order_id', 'u.username', 'o.full_location', 'o.country', 'o.product_id', 'o.name', 'o.price_cents', 'o.quantity', 'o.created_at']);
}

function toOrder({ price_cents, ...row }: Omit<OrderT, 'price' | 'total'> & { price_cents: number }): OrderT {
  return { ...row, price: centsToDollars(price_cents), total: lineTotal(price_cents, row.quantity) };
}

/** The answer's order for a line just placed: the customer's, with the line's and the product's copies. */
export function placedOrder(
  customer: { username: string },
  placed: { product_id: number; quantity: number; full_location: string; name: string; price_cents: number; country: string },
  orderId: number,
  createdAt: string,
): OrderT {
  const { product_id, quantity, full_location, name, price_cents, country } = placed;
  return toOrder({ order_id: orderId, username: customer.username, full_location, country, product_id, name, price_cents, quantity, created_at: createdAt });
}

// The statements of a placement, compiled once (checkout is the hottest write).
const claimLine = prepareQuery(2, (db: Db, cartId: number, userId: number) =>
  db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('user_id', '=', userId).returning(['product_id', 'quantity', 'full_location']),
);
const takeStock = prepareQuery(2, (db: Db, productId: number, quantity: number) =>
  db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('product_id', '=', productId)
    .where('stock', '>=', quantity)
    .where('listed', '=', 1)
    .returning(['store_id', 'name', 'price_cents', 'country', 'img']),
);
const stockOf = prepareQuery(1, (db: Db, productId: number) => db.selectFrom('products').select(['name', 'stock', 'listed']).where('product_id', '=', productId));
/** A pending order as placed: the buyer, the product and the copy of its name, price and picture. */
const NEW_ORDER_COLUMNS = ['user_id', 'store_id', 'product_id', 'name', 'price_cents', 'quantity', 'country', 'full_location', 'created_at', 'img'] as const;
type NewOrder = Pick<OrderRow, (typeof NEW_ORDER_COLUMNS)[number]>;
const insertOrder = prepareQueryOf<Database, NewOrder, { order_id: number }>(
  NEW_ORDER_COLUMNS,
  (db, o) =>
    db
      .insertInto('orders')
      .values({
        user_id: o.user_id,
        store_id: o.store_id,
        product_id: o.product_id,
        name: o.name,
        price_cents: o.price_cents,
        quantity: o.quantity,
        country: o.country,
        full_location: o.full_location,
        created_at: o.created_at,
        updated_at: o.created_at,
        img: o.img,
        status: 'pending',
        completed_at: null,
      })
      .returning('order_id'),
);

interface WrittenOrder {
  line: { product_id: number; quantity: number; full_location: string };
  product: { store_id: number; name: string; price_cents: number; country: string; img: string };
  order_id: number;
}

/**
 * The writes of a placement, in its transaction: the line claimed, the stock taken, the order
 * inserted; null when the line is gone; throws ProductUnavailable / NotEnoughStock (the caller's
 * transaction then rolls the claim back).
 *
 * Claiming the line first: a concurrent placement of the same line waits on this row lock and then
 * deletes nothing, so it can never order twice. PostgreSQL does the three in one statement
 * (PLACE_ORDER_POSTGRES): under 50 buyers of the same 10 products each placement holds a hot
 * product's row lock from taking its stock to the commit, and every round trip in between is time
 * the other buyers of that product wait (bench/checkout.mjs).
 */
async function writeOrder(trx: Transaction<Database>, userId: number, cartId: number, createdAt: string): Promise<WrittenOrder | null> {
  if (isPostgres(trx)) {
    const { rows: [row] } = await trx.executeQuery(CompiledQuery.raw(PLACE_ORDER_POSTGRES, [cartId, userId, createdAt]) as CompiledQuery<PlacedRow>);
    if (!row) return null;
    if (row.order_id === null) throw await refusalOf(trx, row.product_id, row.quantity);
    return {
      line: { product_id: row.product_id, quantity: row.quantity, full_location: row.full_location },
      product: { store_id: row.store_id!, name: row.name!, price_cents: row.price_cents!, country: row.country!, img: row.img! },
      order_id: row.order_id,
    };
  }
  const [line] = await claimLine(trx, cartId, userId);
  if (!line) return null;
  const [product] = await takeStock(trx, line.product_id, line.quantity);
  if (!product) throw await refusalOf(trx, line.product_id, line.quantity);
  const [{ order_id }] = await insertOrder(trx, {
    user_id: userId,
    store_id: product.store_id,
    product_id: line.product_id,
    name: product.name,
    price_cents: product.price_cents,
    quantity: line.quantity,
    country: product.country,
    full_location: line.full_location,
    created_at: createdAt,
    img: product.img,
  });
  return { line, product, order_id };
}

/** Why the stock could not be taken: the product is no longer listed, or has too little. */
async function refusalOf(trx: Transaction<Database>, productId: number, quantity: number): Promise<Error> {
  const [current] = await stockOf(trx, productId);
  if (Number(current.listed) !== 1) return new ProductUnavailable(current.name);
  return new NotEnoughStock(current.name, current.stock, quantity);
}

type PlacedRow = WrittenOrder['line'] & Partial<WrittenOrder['product']> & { order_id: number | null };

/**
 * The claim, the stock and the order in one statement ($1 cart line, $2 customer, $3 time). A line
 * found with no order means the stock was not taken (not enough, or the product unlisted).
 */
const PLACE_ORDER_POSTGRES = nameStatement(`
  WITH line AS (
    DELETE FROM cart_items WHERE cart_id = $1 AND user_id = $2 RETURNING product_id, quantity, full_location
  ), taken AS (
    UPDATE products p SET stock = p.stock - line.quantity FROM line
    WHERE p.product_id = line.product_id AND p.stock >= line.quantity AND p.listed = 1
    RETURNING p.store_id, p.name, p.price_cents, p.country, p.img
  ), placed AS (
    INSERT INTO orders (user_id, store_id, product_id, name, price_cents, quantity, country, full_location, created_at, updated_at, img, status, completed_at)
    SELECT $2, taken.store_id, line.product_id, taken.name, taken.price_cents, line.quantity, taken.country, line.full_location, $3, $3, taken.img, 'pending', NULL
    FROM line, taken
    RETURNING order_id
  )
  SELECT line.product_id, line.quantity, line.full_location, taken.store_id, taken.name, taken.price_cents, taken.country, taken.img,
    (SELECT order_id FROM placed) AS order_id
  FROM line LEFT JOIN taken ON true`);

/** Places the customer's cart line `cartId` as an order (see the file comment). */
export async function placeOrder(
  db: Db,
  customer: { user_id: number; username: string },
  cartId: number,
  /**
   * Runs last in the placement's transaction once the order is written (to store an idempotent
   * answer and the store's notification with it); throwing rolls the placement back.
   */
  withOrder?: (trx: Transaction<Database>, placed: { order: OrderT; storeId: number }) => Promise<void>,
): Promise<PlaceOrderResult> {
  try {
    const placed = await db.transaction().execute(async (trx): Promise<{ order: OrderT; storeId: number } | null> => {
      const createdAt = new Date().toISOString();
      const written = await writeOrder(trx, customer.user_id, cartId, createdAt);
      if (!written) return null;
      const { line, product, order_id } = written;
      const order = placedOrder(customer, { ...line, ...product }, order_id, createdAt);
      if (withOrder) await withOrder(trx, { order, storeId: product.store_id });
      return { order, storeId: product.store_id };
    });
    if (placed === null) return { ok: false, kind: 'line-not-found' };
    return { ok: true, ...placed };
  } catch (error) {
    if (error instanceof ProductUnavailable) return { ok: false, kind: 'product-unavailable', name: error.productName };
    if (error instanceof NotEnoughStock) return { ok: false, kind: 'not-enough-stock', name: error.productName, stock: error.stock, quantity: error.quantity };
    // The CHECK constraint is the last line of defence; the conditional update should never reach it.
    if (isCheckViolation(error)) {
      const line = await db
        .selectFrom('cart_items as c')
        .innerJoin('products as p', 'p.product_id', 'c.product_id')
        .select(['p.name', 'p.stock', 'c.quantity'])
        .where('c.cart_id', '=', cartId)
        .executeTakeFirst();
      if (line) return { ok: false, kind: 'not-enough-stock', name: line.name, stock: line.stock, quantity: line.quantity };
    }
    throw error;
  }
}

/** The store's pending orders, oldest first. */
export async function listPendingOrders(db: Db, storeId: number): Promise<OrderT[]> {
  const rows = await selectOrders(db).where('o.store_id', '=', storeId).where('o.status', '=', 'pending').orderBy('o.order_id', 'asc').execute();
  return rows.map(toOrder);
}

/**
 * Marks one of the store's pending orders completed (it is kept); undefined when there is none. Only
 * a pending order changes, so a racing cancel and complete cannot both win (the row lock makes the
 * later one see the new status). `withCompleted` runs in the same transaction (the customer's
 * notification); throwing rolls the completion back.
 */
export async function completeOrder(
  db: Db,
  storeId: number,
  orderId: number,
  withCompleted?: (trx: Transaction<Database>, completed: CompletedOrder) => Promise<void>,
): Promise<CompletedOrder | undefined> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const completed = await trx
      .updateTable('orders')
      .set({ status: 'completed', completed_at: now, updated_at: now })
      .where('order_id', '=', orderId)
      .where('store_id', '=', storeId)
      .where('status', '=', 'pending')
      .returning(['order_id', 'user_id', 'name', 'quantity'])
      .executeTakeFirst();
    if (completed && withCompleted) await withCompleted(trx, completed);
    return completed;
  });
}

export interface CompletedOrder {
  order_id: number;
  user_id: number;
  name: string;
  quantity: number;
}

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
  return { ...row, price: centsToDollars(price_cents), total: lineTotal(price_cents, row.quantity), updated_at: updated_at ?? row.created_at };
}

export interface OrderPageRequest {
  status?: OrderStatus;
  limit: number;
  /** Only orders older than this one (the last id of the previous page). */
  beforeId?: number;
}

/** One page of the owner's orders, newest first; hasMore when another page follows. */
export async function listOrders(db: Db, owner: Owner, page: OrderPageRequest): Promise<{ items: OrderFullT[]; hasMore: boolean }> {
  let query = selectFullOrders(db);
  query = 'user_id' in owner ? query.where('o.user_id', '=', owner.user_id) : query.where('o.store_id', '=', owner.store_id);
  if (page.status) query = query.where('o.status', '=', page.status);
  if (page.beforeId !== undefined) query = query.where('o.order_id', '<', page.beforeId);
  const rows = await query.orderBy('o.order_id', 'desc').limit(page.limit + 1).execute();
  return { items: rows.slice(0, page.limit).map(toOrderFull), hasMore: rows.length > page.limit };
}

/** One order with the ids of both parties, when `owner` is one of them. */
export async function findOrderFor(db: Db, owner: Owner, orderId: number): Promise<(OrderFullT & { user_id: number }) | undefined> {
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
  owner: Owner,
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
