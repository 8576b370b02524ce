/**
 * Orders. Placing one turns one of the customer's cart lines into an order in a single
 * transaction: the line is claimed (deleted) first, so a retried or doubled request finds it gone;
 * the stock is lowered only `WHERE stock >= quantity` (backed by CHECK (stock >= 0)); the order
 * keeps a copy of the product's name and price. Any refusal rolls everything back, so the cart
 * line stays.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderRow } from '../db/types';
import { isCheckViolation } from '../db/errors';
import type { OrderT } from '../schemas/contract';
import { centsToDollars } from './products';
import { prepareQuery, prepareQueryOf } from '../db/prepared';

type Db = Kysely<Database>;

export type PlaceOrderResult =
  | { ok: true; order: OrderT; storeId: number }
  | { ok: false; kind: 'line-not-found' }
  | { ok: false; kind: 'not-enough-stock'; name: string; stock: number; quantity: number };

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

function toOrder({ price_cents, ...row }: Omit<OrderT, 'price'> & { price_cents: number }): OrderT {
  return { ...row, price: centsToDollars(price_cents) };
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
    .returning(['store_id', 'name', 'price_cents', 'country', 'img']),
);
const stockOf = prepareQuery(1, (db: Db, productId: number) => db.selectFrom('products').select(['name', 'stock']).where('product_id', '=', productId));
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
      // Claiming the line first: a concurrent placement of the same line waits on this row lock
      // and then deletes nothing, so it can never order twice.
      const [line] = await claimLine(trx, cartId, customer.user_id);
      if (!line) return null;

      const [product] = await takeStock(trx, line.product_id, line.quantity);
      if (!product) {
        const [current] = await stockOf(trx, line.product_id);
        throw new NotEnoughStock(current.name, current.stock, line.quantity);
      }

      const createdAt = new Date().toISOString();
      const [{ order_id }] = await insertOrder(trx, {
        user_id: customer.user_id,
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
      const order = toOrder({
        order_id,
        username: customer.username,
        full_location: line.full_location,
        country: product.country,
        product_id: line.product_id,
        name: product.name,
        price_cents: product.price_cents,
        quantity: line.quantity,
        created_at: createdAt,
      });
      if (withOrder) await withOrder(trx, { order, storeId: product.store_id });
      return { order, storeId: product.store_id };
    });
    if (placed === null) return { ok: false, kind: 'line-not-found' };
    return { ok: true, ...placed };
  } catch (error) {
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
