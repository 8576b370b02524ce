/**
 * A store's sales over the last N days (today, UTC, included): revenue, orders, units, the daily
 * revenue, the top 5 products, and new followers. Pending and completed orders count, cancelled
 * ones do not. Both sums read only the index on (store_id, created_at, status, product_id,
 * quantity, price_cents) (migration 006), so the table is never visited; money is summed as 64-bit
 * integer cents (PostgreSQL's integer product would overflow above $21 million).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { InsightsT } from '../schemas/order-tracking';
import { centsToDollars } from './products';

type Db = Kysely<Database>;

export const TOP_PRODUCTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC days of the window, oldest first ("2026-11-01"). */
export function windowDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

const revenueCents = sql<string | number>`sum(cast(o.price_cents as bigint) * o.quantity)`;

export async function storeInsights(db: Db, storeId: number, days: number, now: Date = new Date()): Promise<InsightsT> {
  const dayList = windowDays(days, now);
  const since = `${dayList[0]}T00:00:00.000Z`;
  const inWindow = db
    .selectFrom('orders as o')
    .where('o.store_id', '=', storeId)
    .where('o.created_at', '>=', since)
    .where('o.status', '<>', 'cancelled');

  const [perDay, perProduct, followers] = await Promise.all([
    inWindow
      .select((eb) => [
        eb.fn<string>('substr', ['o.created_at', eb.lit(1), eb.lit(10)]).as('day'),
        eb.fn.countAll<string | number>().as('orders'),
        eb.fn.sum<string | number>('o.quantity').as('units'),
        revenueCents.as('revenue_cents'),
      ])
      .groupBy(sql`substr(o.created_at, 1, 10)`)
      .execute(),
    inWindow
      .select((eb) => ['o.product_id', eb.fn.max('o.name').as('name'), eb.fn.sum<string | number>('o.quantity').as('units'), revenueCents.as('revenue_cents')])
      .groupBy('o.product_id')
      .orderBy(sql`sum(cast(o.price_cents as bigint) * o.quantity)`, 'desc')
      .orderBy('o.product_id', 'asc')
      .limit(TOP_PRODUCTS)
      .execute(),
    db
      .selectFrom('follows')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn.sum<string | number | null>(eb.case().when('created_at', '>=', since).then(1).else(0).end()).as('recent'),
      ])
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow(),
  ]);

  // Products keep their current name where they still exist; a deleted one keeps the order's copy.
  const ids = perProduct.map((p) => p.product_id);
  const current = ids.length === 0 ? [] : await db.selectFrom('products').select(['product_id', 'name']).where('product_id', 'in', ids).execute();
  const currentName = new Map(current.map((p) => [p.product_id, p.name]));

  const byDay = new Map(perDay.map((d) => [d.day, d]));
  let revenue = 0;
  let orders = 0;
  let units = 0;
  const daily = dayList.map((date) => {
    const row = byDay.get(date);
    const dayCents = Number(row?.revenue_cents ?? 0);
    const dayOrders = Number(row?.orders ?? 0);
    revenue += dayCents;
    orders += dayOrders;
    units += Number(row?.units ?? 0);
    return { date, revenue: centsToDollars(dayCents), orders: dayOrders };
  });

  return {
    days,
    revenue: centsToDollars(revenue),
    orders,
    units,
    followers: Number(followers.recent ?? 0),
    followers_total: Number(followers.total),
    daily,
    top_products: perProduct.map((p) => ({
      product_id: p.product_id,
      name: currentName.get(p.product_id) ?? String(p.name),
      units: Number(p.units),
      revenue: centsToDollars(Number(p.revenue_cents)),
    })),
  };
}
