/**
 * Cart lines of a customer, answered in the contract's shape: name, price, picture, country and
 * store name always come from the product and store rows at read time, never from what a client
 * sent. One line per product and delivery location; adding again raises that line's quantity.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { CartItemT } from '../schemas/contract';
import { centsToDollars, lineTotal } from './products';

type Db = Kysely<Database>;

function selectCartItems(db: Db | Transaction<Database>) {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.product_id', 'c.product_id')
    .innerJoin('stores as s', 's.store_id', 'p.store_id')
    .select([
      'c.cart_id', 'p.store_id', 's.store_name', 'c.product_id', 'c.quantity', 'p.country', 'c.full_location', 'p.name',
      'p.price_cents', 'p.img', 'p.listed',
    ]);
}

type SelectedCartItem = Omit<CartItemT, 'price' | 'total' | 'available'> & { price_cents: number; listed: number };

/** A line of a product taken down (or of a suspended store) stays, marked unavailable. */
function toCartItem({ price_cents, listed, ...row }: SelectedCartItem): CartItemT {
  return { ...row, price: centsToDollars(price_cents), total: lineTotal(price_cents, row.quantity), available: Number(listed) === 1 };
}

/** The customer's lines, oldest first. */
export async function listCart(db: Db, userId: number): Promise<CartItemT[]> {
  return (await selectCartItems(db).where('c.user_id', '=', userId).orderBy('c.cart_id', 'asc').execute()).map(toCartItem);
}

function findCartRow(db: Db | Transaction<Database>, userId: number, cartId: number): Promise<SelectedCartItem | undefined> {
  return selectCartItems(db).where('c.cart_id', '=', cartId).where('c.user_id', '=', userId).executeTakeFirst();
}

/** One of the customer's own lines (another customer's line is "not found"). */
export async function findCartItem(db: Db | Transaction<Database>, userId: number, cartId: number): Promise<CartItemT | undefined> {
  const row = await findCartRow(db, userId, cartId);
  return row ? toCartItem(row) : undefined;
}

/** Why a cart change was refused. */
export type CartRefusal =
  | { kind: 'product-not-found' }
  | { kind: 'line-not-found' }
  | { kind: 'not-enough-stock'; name: string; stock: number; alreadyInCart: number };

export type CartResult = { ok: true; item: CartItemT } | ({ ok: false } & CartRefusal);

/** Thrown inside a transaction to roll it back; turned into a CartResult outside. */
class Refused extends Error {
  constructor(readonly refusal: CartRefusal) {
    super(refusal.kind);
  }
}

async function refusalsAsResults(work: () => Promise<CartItemT>): Promise<CartResult> {
  try {
    return { ok: true, item: await work() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...error.refusal };
    throw error;
  }
}

/**
 * Adds `quantity` of a product for one delivery location, merging into an existing line. The
 * merge is one atomic upsert; the line's new total is then checked against the stock inside the
 * same transaction, so two quick adds cannot together exceed it.
 */
export function addToCart(db: Db, userId: number, input: { productId: number; quantity: number; fullLocation: string }): Promise<CartResult> {
  return refusalsAsResults(() =>
    db.transaction().execute(async (trx) => {
      // A product shoppers may not see cannot be added either.
      const product = await trx.selectFrom('products').select(['name', 'stock']).where('product_id', '=', input.productId).where('listed', '=', 1).executeTakeFirst();
      if (!product) throw new Refused({ kind: 'product-not-found' });
      const line = await trx
        .insertInto('cart_items')
        .values({
          user_id: userId,
          product_id: input.productId,
          quantity: input.quantity,
          full_location: input.fullLocation,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) =>
          oc.columns(['user_id', 'product_id', 'full_location']).doUpdateSet((eb) => ({ quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')) })),
        )
        .returning(['cart_id', 'quantity'])
        .executeTakeFirstOrThrow();
      if (line.quantity > product.stock) {
        throw new Refused({ kind: 'not-enough-stock', name: product.name, stock: product.stock, alreadyInCart: line.quantity - input.quantity });
      }
      return (await findCartItem(trx, userId, line.cart_id))!;
    }),
  );
}

/** Sets the quantity of one of the customer's own lines, at most the product's stock. */
export function updateCartQuantity(db: Db, userId: number, cartId: number, quantity: number): Promise<CartResult> {
  return refusalsAsResults(() =>
    db.transaction().execute(async (trx) => {
      const line = await findCartRow(trx, userId, cartId);
      if (!line) throw new Refused({ kind: 'line-not-found' });
      const { stock } = await trx.selectFrom('products').select('stock').where('product_id', '=', line.product_id).executeTakeFirstOrThrow();
      if (quantity > stock) throw new Refused({ kind: 'not-enough-stock', name: line.name, stock, alreadyInCart: 0 });
      await trx.updateTable('cart_items').set({ quantity }).where('cart_id', '=', cartId).where('user_id', '=', userId).execute();
      // The answer's total is the new quantity's, from the same cents.
      return toCartItem({ ...line, quantity });
    }),
  );
}

/** Removes one of the customer's own lines; false when there was none. */
export async function removeCartItem(db: Db, userId: number, cartId: number): Promise<boolean> {
  const result = await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
