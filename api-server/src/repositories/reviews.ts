/**
 * Reviews by verified buyers, one per customer and product, and the selling store's one reply.
 * Product and store names are joined at read time. A review the operator removed (`removed_at`)
 * is shown nowhere; the rating sums it leaves are kept by triggers (migration 009), so nothing here
 * writes a sum. A product's list is empty for shoppers once the product is not listed (its page is
 * 404); a store's list skips the reviews of its products that are not listed.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { ReviewT } from '../schemas/contract';
import { ratingFields } from './ratings';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export type ReviewSort = 'newest' | 'highest' | 'lowest';

/** Where a page starts: after the review `id` (and, sorted by rating, its rating `key`). */
export interface ReviewPageRequest {
  limit: number;
  after?: { id: number; key?: number };
}

export interface ReviewSummaryFigures {
  average: number | null;
  count: number;
  histogram: Record<'1' | '2' | '3' | '4' | '5', number>;
}

function selectShownReviews(db: Db | Trx) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('products as p', 'p.product_id', 'r.product_id')
    .innerJoin('stores as s', 's.store_id', 'r.store_id')
    .innerJoin('users as u', 'u.user_id', 'r.user_id')
    .select([
      'r.review_id', 'r.product_id', 'p.name as product_name', 'r.store_id', 's.store_name', 'u.username', 'r.rating', 'r.text',
      'r.created_at', 'r.updated_at', 'r.reply_text', 'r.reply_created_at', 'r.reply_updated_at', 'r.user_id',
    ])
    .where('r.removed_at', 'is', null);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectShownReviews>['executeTakeFirstOrThrow']>>;

function toReview({ reply_text, reply_created_at, reply_updated_at, user_id: _userId, ...row }: ReviewRow): ReviewT {
  const reply = reply_text === null ? null : { text: reply_text, created_at: reply_created_at ?? row.updated_at, updated_at: reply_updated_at ?? row.updated_at };
  return { ...row, reply };
}

/** A review not removed, with its author's and store's ids (for the author and store checks). */
export async function findReview(db: Db | Trx, reviewId: number): Promise<(ReviewT & { user_id: number }) | undefined> {
  const row = await selectShownReviews(db).where('r.review_id', '=', reviewId).executeTakeFirst();
  return row ? { ...toReview(row), user_id: row.user_id } : undefined;
}

/** Whether the customer has a completed order of the product: who may review it. */
export async function hasCompletedOrder(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('order_id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('status', '=', 'completed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the customer already reviewed the product (a removed review counts: it still blocks a second). */
export async function hasReviewed(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db.selectFrom('reviews').select('review_id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

/** The listed product a review would be about, with its store (undefined when unknown or not listed). */
export function findReviewableProduct(db: Db, productId: number): Promise<{ product_id: number; name: string; store_id: number } | undefined> {
  return db.selectFrom('products').select(['product_id', 'name', 'store_id']).where('product_id', '=', productId).where('listed', '=', 1).executeTakeFirst();
}

/** Writes a review (the store copied from the product); a second one by the same customer is a unique violation. */
export async function insertReview(trx: Trx, review: { product_id: number; store_id: number; user_id: number; rating: number; text: string }): Promise<ReviewT> {
  const now = new Date().toISOString();
  const { review_id } = await trx
    .insertInto('reviews')
    .values({ ...review, created_at: now, updated_at: now })
    .returning('review_id')
    .executeTakeFirstOrThrow();
  return (await findReview(trx, review_id))!;
}

/** Changes the author's rating and / or text. */
export async function updateReview(db: Db, reviewId: number, patch: { rating?: number; text?: string }): Promise<ReviewT | undefined> {
  await db.updateTable('reviews').set({ ...patch, updated_at: new Date().toISOString() }).where('review_id', '=', reviewId).where('removed_at', 'is', null).execute();
  return findReview(db, reviewId);
}

export async function deleteReview(db: Db, reviewId: number): Promise<boolean> {
  const result = await db.deleteFrom('reviews').where('review_id', '=', reviewId).where('removed_at', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Creates or replaces the store's one reply (its first time kept). */
export async function replyToReview(trx: Trx, reviewId: number, text: string): Promise<ReviewT | undefined> {
  const now = new Date().toISOString();
  await trx
    .updateTable('reviews')
    .set((eb) => ({ reply_text: text, reply_created_at: eb.fn.coalesce('reply_created_at', eb.val(now)), reply_updated_at: now }))
    .where('review_id', '=', reviewId)
    .where('removed_at', 'is', null)
    .execute();
  return findReview(trx, reviewId);
}

const emptyHistogram = (): ReviewSummaryFigures['histogram'] => ({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });

/** Reviews not removed per star, of a product or a store (an index range each). */
async function histogramOf(db: Db, scope: { product_id: number } | { store_id: number }): Promise<ReviewSummaryFigures['histogram']> {
  let query = db.selectFrom('reviews').select((eb) => ['rating', eb.fn.countAll<number | string>().as('n')]).where('removed_at', 'is', null);
  query = 'product_id' in scope ? query.where('product_id', '=', scope.product_id) : query.where('store_id', '=', scope.store_id);
  const histogram = emptyHistogram();
  for (const row of await query.groupBy('rating').execute()) histogram[String(row.rating) as keyof typeof histogram] = Number(row.n);
  return histogram;
}

/** A listed product's figures (average and count from the kept sums); undefined when not listed. */
export async function productReviewFigures(db: Db, productId: number): Promise<ReviewSummaryFigures | undefined> {
  const product = await db.selectFrom('products').select(['rating_sum', 'rating_count']).where('product_id', '=', productId).where('listed', '=', 1).executeTakeFirst();
  if (!product) return undefined;
  const { rating_average, rating_count } = ratingFields(product);
  return { average: rating_average, count: rating_count, histogram: await histogramOf(db, { product_id: productId }) };
}

/** A store's id and figures over the reviews of all its products; undefined when unknown or suspended. */
export async function storeReviewFigures(db: Db, storeName: string): Promise<(ReviewSummaryFigures & { store_id: number }) | undefined> {
  const store = await db
    .selectFrom('stores')
    .select(['store_id', 'rating_sum', 'rating_count'])
    .where((eb) => eb(eb.fn('lower', ['store_name']), '=', eb.fn('lower', [eb.val(storeName)])))
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  if (!store) return undefined;
  const { rating_average, rating_count } = ratingFields(store);
  return { store_id: store.store_id, average: rating_average, count: rating_count, histogram: await histogramOf(db, { store_id: store.store_id }) };
}

function pageOfRows(rows: ReviewRow[], limit: number): { items: ReviewT[]; hasMore: boolean } {
  return { items: rows.slice(0, limit).map(toReview), hasMore: rows.length > limit };
}

/**
 * A product's reviews, one keyset page: newest first (review_id), or highest / lowest rated first
 * (rating, then newest), each served by an index on (product_id, …).
 */
export async function listProductReviews(db: Db, productId: number, sort: ReviewSort, page: ReviewPageRequest): Promise<{ items: ReviewT[]; hasMore: boolean }> {
  let query = selectShownReviews(db).where('r.product_id', '=', productId);
  const after = page.after;
  if (sort === 'newest') {
    if (after) query = query.where('r.review_id', '<', after.id);
    query = query.orderBy('r.review_id', 'desc');
  } else {
    const ratingOrder = sort === 'highest' ? 'desc' : 'asc';
    if (after && after.key !== undefined) {
      const { key, id } = after;
      // Past the cursor: a lower (or higher) rating, or the same rating and an older review.
      query = query.where((eb) => eb.or([eb('r.rating', sort === 'highest' ? '<' : '>', key), eb.and([eb('r.rating', '=', key), eb('r.review_id', '<', id)])]));
    }
    query = query.orderBy('r.rating', ratingOrder).orderBy('r.review_id', 'desc');
  }
  return pageOfRows(await query.limit(page.limit + 1).execute(), page.limit);
}

/** A store's reviews newest first, skipping those of its products that are not listed. */
export async function listStoreReviews(db: Db, storeId: number, page: ReviewPageRequest): Promise<{ items: ReviewT[]; hasMore: boolean }> {
  let query = selectShownReviews(db).where('r.store_id', '=', storeId).where('p.listed', '=', 1);
  if (page.after) query = query.where('r.review_id', '<', page.after.id);
  return pageOfRows(await query.orderBy('r.review_id', 'desc').limit(page.limit + 1).execute(), page.limit);
}
