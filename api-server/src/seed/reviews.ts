/**
 * The demo reviews (demo-data.ts, DEMO_REVIEWS), written with the month of orders
 * (order-history.ts): each buyer's completed order of the product, dated before the review, then the
 * review and the store's reply. Pure: the same shelves, buyers and `now` give the same rows. The
 * rating sums follow by the review triggers, like any review's.
 */
import type { Insertable } from 'kysely';
import type { ReviewsTable } from '../db/types';
import { DEMO_REVIEWS } from './demo-data';
import type { Buyer, HistoryOrder, StoreShelf } from './order-history';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoReviewRows {
  orders: HistoryOrder[];
  /** In DEMO_REVIEWS order, oldest first within a product's reviews as written there. */
  reviews: Array<Insertable<ReviewsTable>>;
}

/** The orders and reviews of DEMO_REVIEWS whose store, product and buyer exist. */
export function demoReviewRows(shelves: Array<StoreShelf & { store_name: string }>, buyers: Array<Buyer & { username: string }>, now: Date): DemoReviewRows {
  const rows: DemoReviewRows = { orders: [], reviews: [] };
  for (const demo of DEMO_REVIEWS) {
    const shelf = shelves.find((s) => s.store_name === demo.store_name);
    const product = shelf?.products.find((p) => p.name === demo.product);
    const buyer = buyers.find((b) => b.username === demo.buyer);
    if (!shelf || !product || !buyer) continue;
    const reviewedMs = now.getTime() - demo.daysAgo * DAY_MS;
    const [boughtAt, completedAt, reviewedAt] = [reviewedMs - 3 * DAY_MS, reviewedMs - DAY_MS, reviewedMs].map((ms) => new Date(ms).toISOString());
    rows.orders.push({
      user_id: buyer.user_id, store_id: shelf.store_id, product_id: product.product_id, name: product.name, price_cents: product.price_cents, quantity: 1,
      country: product.country, full_location: buyer.full_location, img: product.img, status: 'completed', created_at: boughtAt!, updated_at: completedAt!,
      completed_at: completedAt!, cancelled_by: null, cancel_reason: null,
    });
    const repliedAt = demo.reply === undefined ? null : new Date(reviewedMs + DAY_MS / 2).toISOString();
    rows.reviews.push({
      product_id: product.product_id, store_id: shelf.store_id, user_id: buyer.user_id, rating: demo.rating, text: demo.text,
      created_at: reviewedAt!, updated_at: reviewedAt!, reply_text: demo.reply ?? null, reply_created_at: repliedAt, reply_updated_at: repliedAt,
    });
  }
  return rows;
}
