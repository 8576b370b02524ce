/**
 * A store's sales over the last N days (today, UTC, included): revenue, orders, units, the daily
 * revenue, the top 5 products, and new followers. Pending and completed orders count, cancelled
 * ones do not. The sums come from store_sales_daily (one row per store, day and product, kept by
 * triggers on orders: migration 006), so a window reads at most days × products rows however many
 * orders it holds; money is summed as 64-bit integer cents.
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

export async function storeInsights(db: Db, storeId: number, days: number, now: Date = new Date()): Promise<InsightsT> {
  const dayList = windowDays(days, now);
  const first = dayList[0];
  const last = dayList[dayList.length - 1];
  const inWindow = db.selectFrom('store_sales_daily as d').where('d.store_id', '=', storeId).where('d.day', '>=', first).where('d.day', '<=', last);
  const revenue = sql<string | number>`sum(d.revenue_cents)`;

  const [perDay, perProduct, followers] = await Promise.all([
    inWindow
      .select((eb) => ['d.day', eb.fn.sum<string | number>('d.orders').as('orders'), eb.fn.sum<string | number>('d.units').as('units'), revenue.as('revenue_cents')])
      .groupBy('d.day')
      .execute(),
    inWindow
      .select((eb) => ['d.product_id', eb.fn.max('d.name').as('name'), eb.fn.sum<string | number>('d.units').as('units'), revenue.as('revenue_cents')])
      .groupBy('d.product_id')
      // A product whose every order of the window was cancelled is not a top product.
      .having((eb) => eb.fn.sum('d.orders'), '>', 0)
      .orderBy(revenue, 'desc')
      .orderBy('d.product_id', 'asc')
      .limit(TOP_PRODUCTS)
      .execute(),
    db
      .selectFrom('follows')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('total'),
        eb.fn.sum<string | number | null>(eb.case().when('created_at', '>=', `${first}T00:00:00.000Z`).then(1).else(0).end()).as('recent'),
      ])
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow(),
  ]);

  // Products keep their current name where they still exist; a deleted one keeps the order's copy.
  const ids = perProduct.map((p) => p.product_id);
  const current = ids.length === 0 ? [] : await db.selectFrom('products').select(['product_id', 'name']).where('product_id', 'in', ids).execute();
  const currentName = new Map(current.map((p) => [p.product_id, p.name]));

  const byDay = new Map(perDay.map((d) => [d.day, d]));
  let revenueCents = 0;
  let orders = 0;
  let units = 0;
  const daily = dayList.map((date) => {
    const row = byDay.get(date);
    const dayCents = Number(row?.revenue_cents ?? 0);
    const dayOrders = Number(row?.orders ?? 0);
    revenueCents += dayCents;
    orders += dayOrders;
    units += Number(row?.units ?? 0);
    return { date, revenue: centsToDollars(dayCents), orders: dayOrders };
  });

  return {
    days,
    revenue: centsToDollars(revenueCents),
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
