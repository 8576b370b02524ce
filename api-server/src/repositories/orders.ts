/**
 * Orders. Placing one turns one of the customer's cart lines into an order in a single
 * transaction: the line is claimed (deleted) first, so a retried or doubled request finds it gone;
 * the stock is lowered only `WHERE stock >= quantity` (backed by CHECK (stock >= 0)); the order
 * keeps a copy of the product's name and price. Any refusal rolls everything back, so the cart
 * line stays.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { isCheckViolation } from '../db/errors';
import type { OrderT } from '../schemas/contract';
import { centsToDollars } from './products';

type Db = Kysely<Database>;

export type PlaceOrderResult =
  | { ok: true; order: OrderT }
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

export async function placeOrder(db: Db, userId: number, cartId: number): Promise<PlaceOrderResult> {
  try {
    const orderId = await db.transaction().execute(async (trx) => {
      // Claiming the line first: a concurrent placement of the same line waits on this row lock
      // and then deletes nothing, so it can never order twice.
      const line = await trx
        .deleteFrom('cart_items')
        .where('cart_id', '=', cartId)
        .where('user_id', '=', userId)
        .returning(['product_id', 'quantity', 'full_location'])
        .executeTakeFirst();
      if (!line) return null;

      const decremented = await trx
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
        .where('product_id', '=', line.product_id)
        .where('stock', '>=', line.quantity)
        .returning(['store_id', 'name', 'price_cents', 'country'])
        .executeTakeFirst();
      if (!decremented) {
        const product = await trx.selectFrom('products').select(['name', 'stock']).where('product_id', '=', line.product_id).executeTakeFirstOrThrow();
        throw new NotEnoughStock(product.name, product.stock, line.quantity);
      }

      const { order_id } = await trx
        .insertInto('orders')
        .values({
          user_id: userId,
          store_id: decremented.store_id,
          product_id: line.product_id,
          name: decremented.name,
          price_cents: decremented.price_cents,
          quantity: line.quantity,
          country: decremented.country,
          full_location: line.full_location,
          status: 'pending',
          created_at: new Date().toISOString(),
          completed_at: null,
        })
        .returning('order_id')
        .executeTakeFirstOrThrow();
      return order_id;
    });
    if (orderId === null) return { ok: false, kind: 'line-not-found' };
    const order = await selectOrders(db).where('o.order_id', '=', orderId).executeTakeFirstOrThrow();
    return { ok: true, order: toOrder(order) };
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

/** Marks one of the store's pending orders completed (it is kept); false when there is none. */
export async function completeOrder(db: Db, storeId: number, orderId: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'completed', completed_at: new Date().toISOString() })
    .where('order_id', '=', orderId)
    .where('store_id', '=', storeId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
