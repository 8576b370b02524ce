/**
 * A month of orders for the demo stores (SEED_DEMO): the demo buyers' (and three of the demo
 * customer's) orders dated across the last 30 days, pending, completed or cancelled as a month of
 * trade leaves them, and the buyers' follows, so every store's insights (chart, top products,
 * followers) and both sides' order lists show something on a fresh start.
 *
 * With them, the demo buyers' reviews (seed/reviews.ts) and their completed orders.
 *
 * The rows are written with their past dates straight into the tables; the store_sales_daily
 * triggers count them like any order. The products' stock stays as seeded: it is what the month left
 * on the shelf. No notification is written: it would be dated now about an order of weeks ago.
 *
 * Idempotent, and safe with several instances seeding at once: it all is one transaction that starts
 * by creating the demo buyers. When the first buyer's name is taken, the history is there already
 * (a user may have changed it since: nothing comes back); an instance racing this one fails on the
 * unique name and writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Database, OrdersTable } from '../db/types';
import { isUniqueViolation } from '../db/errors';
import { findUserByName } from '../repositories/users';
import { DEMO_BUYERS, DEMO_CANCEL_REASONS, DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_STORES } from './demo-data';
import { demoReviewRows } from './reviews';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The insights' default window: today (UTC) and the 29 days before. */
export const HISTORY_DAYS = 30;

/** A demo store as it is now: its products (a store owner may have renamed or removed some). */
export interface StoreShelf {
  store_id: number;
  products: Array<{ product_id: number; name: string; price_cents: number; country: string; img: string }>;
}

export interface Buyer {
  user_id: number;
  full_location: string;
}

export type HistoryOrder = Insertable<OrdersTable> & { created_at: string };

/** A small seeded generator (mulberry32): the same month every time for the same seed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Midnight UTC of the window's first day. */
export function historyStart(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (HISTORY_DAYS - 1) * DAY_MS;
}

/** The share of pending, completed and cancelled orders by age: old orders were dealt with. */
function statusOf(ageDays: number, roll: number): 'pending' | 'completed' | 'cancelled' {
  const [pending, completed] = ageDays < 3 ? [0.55, 0.35] : ageDays < 7 ? [0.1, 0.75] : [0, 0.87];
  return roll < pending ? 'pending' : roll < pending + completed ? 'completed' : 'cancelled';
}

/**
 * The month of orders for `shelves` (pure: the same input and `now` give the same orders). About 28 to
 * 42 orders a store, the first products selling more (so the top five differ), mostly one unit.
 */
export function generateHistory(shelves: StoreShelf[], buyers: Buyer[], demoCustomer: Buyer | undefined, now: Date): HistoryOrder[] {
  const start = historyStart(now);
  const latest = now.getTime() - 5 * 60 * 1000;
  const orders: HistoryOrder[] = [];
  /** `storeReason`: a cancelled order the store cancelled, and why (else the buyer cancelled it). */
  const order = (shelf: StoreShelf, buyer: Buyer, productIndex: number, quantity: number, createdMs: number, status: HistoryOrder['status'], hoursLater: number, storeReason?: string) => {
    const product = shelf.products[productIndex]!;
    // Dealt with some hours later, never after now.
    const changedMs = status === 'pending' ? createdMs : Math.max(createdMs, Math.min(latest, createdMs + hoursLater * HOUR_MS));
    const cancelled = status === 'cancelled';
    orders.push({
      user_id: buyer.user_id,
      store_id: shelf.store_id,
      product_id: product.product_id,
      name: product.name,
      price_cents: product.price_cents,
      quantity,
      country: product.country,
      full_location: buyer.full_location,
      img: product.img,
      status,
      created_at: new Date(createdMs).toISOString(),
      updated_at: new Date(changedMs).toISOString(),
      completed_at: status === 'completed' ? new Date(changedMs).toISOString() : null,
      cancelled_by: cancelled ? (storeReason ? 'store' : 'customer') : null,
      cancel_reason: cancelled ? (storeReason ?? null) : null,
    });
  };

  for (const [index, shelf] of shelves.entries()) {
    if (shelf.products.length === 0) continue;
    const random = randomFrom(1_000 + index);
    const weights = shelf.products.map((_, i) => 1 / (i + 1));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const pick = () => {
      let roll = random() * totalWeight;
      const found = weights.findIndex((w) => (roll -= w) < 0);
      return found === -1 ? weights.length - 1 : found;
    };
    const count = 28 + Math.floor(random() * 15);
    for (let i = 0; i < count; i++) {
      const createdMs = Math.floor(start + random() * (latest - start));
      const ageDays = (now.getTime() - createdMs) / DAY_MS;
      const buyer = buyers[Math.floor(random() * buyers.length)]!;
      const [productIndex, quantity, status, hoursLater] = [pick(), 1 + Math.floor(random() ** 3 * 3), statusOf(ageDays, random()), 2 + random() * 28];
      // Stores cancel six in ten of the cancelled ones, with a reason; buyers the rest.
      const storeReason = random() < 0.6 ? DEMO_CANCEL_REASONS[Math.floor(random() * DEMO_CANCEL_REASONS.length)] : undefined;
      order(shelf, buyer, productIndex, quantity, createdMs, status, hoursLater, storeReason);
    }
    // The demo customer's My Orders: two completed and one the store cancelled, weeks ago.
    if (demoCustomer && index < 3) {
      const createdMs = Math.floor(now.getTime() - (8 + 7 * index) * DAY_MS);
      order(shelf, demoCustomer, Math.min(1, shelf.products.length - 1), 1, createdMs, index === 2 ? 'cancelled' : 'completed', 20, DEMO_CANCEL_REASONS[0]);
    }
  }
  return orders.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** The demo stores that still exist, with their products now. */
async function demoShelves(db: Kysely<Database>): Promise<Array<StoreShelf & { store_name: string }>> {
  const rows = await db
    .selectFrom('stores as s')
    .innerJoin('products as p', 'p.store_id', 's.store_id')
    .select(['s.store_id', 's.store_name', 'p.product_id', 'p.name', 'p.price_cents', 'p.country', 'p.img'])
    .where('s.store_name', 'in', DEMO_STORES.map((s) => s.store_name))
    .orderBy('p.product_id')
    .execute();
  return DEMO_STORES.flatMap((demo) => {
    const products = rows.filter((r) => r.store_name === demo.store_name);
    return products.length === 0 ? [] : [{ store_id: products[0]!.store_id, store_name: demo.store_name, products: products.map(({ store_id: _s, store_name: _n, ...p }) => p) }];
  });
}

/** Seeds the month once (see the file comment); answers how many orders it wrote. */
export async function seedOrderHistory(app: FastifyInstance, now = new Date()): Promise<number> {
  if (await findUserByName(app.db, DEMO_BUYERS[0].username)) return 0;
  const shelves = await demoShelves(app.db);
  if (shelves.length === 0) return 0;
  // One hash for every buyer: they share the demo password, and each hash costs a fraction of a second.
  const password_hash = await app.passwords.hash(DEMO_PASSWORD);
  const start = historyStart(now);
  try {
    return await app.db.transaction().execute(async (trx) => {
      const joined = new Date(start - 10 * DAY_MS).toISOString();
      const buyers = await trx
        .insertInto('users')
        .values(DEMO_BUYERS.map((b) => ({ username: b.username, full_location: b.full_location, password_hash, created_at: joined })))
        .returning(['user_id', 'full_location', 'username'])
        .execute();
      const demoCustomer = await trx.selectFrom('users').select(['user_id', 'full_location']).where('username', '=', DEMO_CUSTOMER.username).executeTakeFirst();
      // The reviewed orders join the month's, all in date order (ids grow with dates); their reviews follow.
      const reviewed = demoReviewRows(shelves, buyers, now);
      const orders = [...generateHistory(shelves, buyers, demoCustomer, now), ...reviewed.orders].sort((a, b) => a.created_at.localeCompare(b.created_at));
      if (orders.length > 0) await trx.insertInto('orders').values(orders).execute();
      if (reviewed.reviews.length > 0) await trx.insertInto('reviews').values(reviewed.reviews).execute();

      // Followers who came during the month (one to three stores each).
      const random = randomFrom(7);
      const follows = buyers.flatMap((buyer) =>
        shelves
          .filter(() => random() < 0.45)
          .map((shelf) => ({ user_id: buyer.user_id, store_id: shelf.store_id, created_at: new Date(start + random() * (now.getTime() - start)).toISOString() })),
      );
      if (follows.length > 0) await trx.insertInto('follows').values(follows).onConflict((oc) => oc.columns(['user_id', 'store_id']).doNothing()).execute();
      return orders.length;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 0; // another instance seeded the month first
    throw error;
  }
}
