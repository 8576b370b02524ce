/**
 * Reviews by verified buyers (docs/api-contract.md, "Trust and the operator"): a customer with a
 * completed order of a product writes one review of it, edits or deletes it; the selling store
 * replies once (replacing its reply); anyone reads a product's or a store's reviews with their
 * figures. The store learns of a new review, the author of a reply (notifications written in the
 * change's transaction).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authErrors, routeOf, type Calls } from './calls';
import { pageCursor, rankedPageCursor } from './page-cursor';
import { customerCaller, storeCaller } from '../auth/access';
import { HttpError } from '../errors';
import { isUniqueViolation } from '../db/errors';
import { ErrorAnswer as err, Id, Msg, MsgReview, Rating, Review, REVIEW_TEXT_MAX_LENGTH, TRIMMED_MAX_LENGTH, type ReviewT } from '../schemas/contract';
import {
  deleteReview, findReview, findReviewableProduct, hasCompletedOrder, hasReviewed, insertReview, listProductReviews, listStoreReviews,
  productReviewFigures, replyToReview, storeReviewFigures, updateReview, type ReviewPageRequest, type ReviewSort,
} from '../repositories/reviews';

export const REVIEW_MESSAGES = {
  added: 'Review added',
  updated: 'Review updated',
  deleted: 'Review deleted',
  replied: 'Reply saved',
  productNotFound: 'Product not found',
  storeNotFound: 'Store not found',
  notFound: 'Review not found',
  notABuyer: 'Only customers who bought this product (a completed order) can review it',
  alreadyReviewed: 'You have already reviewed this product; edit your review instead',
  notAuthor: 'This review was written by another customer',
  notSeller: 'Only the store that sells this product can reply to its reviews',
  blank: (field: string) => `${field} must not be blank`,
  tooLong: (field: string) => `${field} must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`,
} as const;

const REVIEWS_PAGE_DEFAULT = 20;
const SORTS = ['newest', 'highest', 'lowest'] as const;

const newestCursor = pageCursor('r');
const ratedCursors = { highest: rankedPageCursor('rh'), lowest: rankedPageCursor('rl') } as const;

// No maxLength: the limit holds after trimming, which the route checks (as a chat message's).
const ReviewText = Type.String({ description: `1–${REVIEW_TEXT_MAX_LENGTH} characters after trimming`, [TRIMMED_MAX_LENGTH]: REVIEW_TEXT_MAX_LENGTH });
const ReviewAddBody = Type.Object({ product_id: Id, rating: Rating, text: ReviewText });
const ReviewUpdateBody = Type.Object({ review_id: Id, rating: Type.Optional(Rating), text: Type.Optional(ReviewText) });
const ReviewIdBody = Type.Object({ review_id: Id });
const ReviewReplyBody = Type.Object({ review_id: Id, text: ReviewText });
const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: REVIEWS_PAGE_DEFAULT })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'next_cursor of the previous page (of the same sort)' })),
};
const ProductReviewsQuery = Type.Object({ sort: Type.Optional(Type.Enum([...SORTS], { default: 'newest' })), ...PageQuery });
const StoreReviewsQuery = Type.Object(PageQuery);
const ReviewPage = Type.Object({
  items: Type.Array(Review),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  average: Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()], { description: 'The mean rating, one decimal; null when there is no review' }),
  count: Type.Integer({ minimum: 0 }),
  histogram: Type.Object(
    { 1: Type.Integer({ minimum: 0 }), 2: Type.Integer({ minimum: 0 }), 3: Type.Integer({ minimum: 0 }), 4: Type.Integer({ minimum: 0 }), 5: Type.Integer({ minimum: 0 }) },
    { description: 'How many reviews give each number of stars' },
  ),
});

export const reviewCalls = {
  'POST /api/review/add': {
    access: 'customer',
    schema: { summary: 'Review a product bought (a completed order); one per customer and product', tags: ['reviews'], body: ReviewAddBody, response: { 201: MsgReview, 400: err, ...authErrors, 404: err, 409: err } },
  },
  'PATCH /api/review/update': {
    access: 'customer',
    schema: { summary: 'Change the rating and / or text of an own review', tags: ['reviews'], body: ReviewUpdateBody, response: { 200: MsgReview, 400: err, ...authErrors, 404: err } },
  },
  'DELETE /api/review/delete': {
    access: 'customer',
    schema: { summary: 'Delete an own review', tags: ['reviews'], body: ReviewIdBody, response: { 200: Msg, 400: err, ...authErrors, 404: err } },
  },
  'GET /api/review/product/{product_id}': {
    access: 'public',
    schema: {
      summary: "A product's reviews (newest, highest or lowest rated first), cursor pages, with its average, count and histogram", tags: ['reviews'],
      params: Type.Object({ product_id: Id }), querystring: ProductReviewsQuery, response: { 200: ReviewPage, 400: err, 404: err },
    },
  },
  'GET /api/review/store/{store_name}': {
    access: 'public',
    schema: {
      summary: "The reviews of a store's products, newest first, cursor pages, with the store's average, count and histogram", tags: ['reviews'],
      params: Type.Object({ store_name: Type.String({ minLength: 1, maxLength: 64 }) }), querystring: StoreReviewsQuery, response: { 200: ReviewPage, 400: err, 404: err },
    },
  },
  'POST /api/review/reply': {
    access: 'store',
    schema: { summary: "Reply to a review of an own product (creates or replaces the store's one reply)", tags: ['reviews'], body: ReviewReplyBody, response: { 200: MsgReview, 400: err, ...authErrors, 404: err } },
  },
} as const satisfies Calls;

/** A review text trimmed, or 400 naming `field` when blank or too long after trimming. */
function reviewText(text: string, field: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new HttpError(400, REVIEW_MESSAGES.blank(field), { code: 'field_required', field });
  if ([...trimmed].length > REVIEW_TEXT_MAX_LENGTH) throw new HttpError(400, REVIEW_MESSAGES.tooLong(field), { code: 'field_too_long', field });
  return trimmed;
}

/** The page a cursor of `sort` names (a cursor of another sort is not valid here). */
function pageRequest(sort: ReviewSort, query: { limit?: number; cursor?: string }): ReviewPageRequest {
  const limit = query.limit ?? REVIEWS_PAGE_DEFAULT;
  if (!query.cursor) return { limit };
  if (sort === 'newest') return { limit, after: { id: newestCursor.decode(query.cursor) } };
  return { limit, after: ratedCursors[sort].decode(query.cursor) };
}

function nextCursor(sort: ReviewSort, { items, hasMore }: { items: ReviewT[]; hasMore: boolean }): string | null {
  const last = items[items.length - 1];
  if (!hasMore || !last) return null;
  return sort === 'newest' ? newestCursor.encode(last.review_id) : ratedCursors[sort].encode(last.rating, last.review_id);
}

const reviews: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The caller's own review, 404 when there is none, 403 when another customer wrote it. */
  async function ownReview(userId: number, reviewId: number) {
    const review = await findReview(app.db, reviewId);
    if (!review) throw new HttpError(404, REVIEW_MESSAGES.notFound, { code: 'review_not_found' });
    if (review.user_id !== userId) throw new HttpError(403, REVIEW_MESSAGES.notAuthor, { code: 'forbidden' });
    return review;
  }

  app.route({ ...routeOf(reviewCalls, 'POST /api/review/add'), handler: async (request, reply) => {
    const { body } = request;
    const identity = customerCaller(request);
    const text = reviewText(body.text, 'text');
    const product = await findReviewableProduct(app.db, body.product_id);
    if (!product) throw new HttpError(404, REVIEW_MESSAGES.productNotFound, { code: 'product_not_found' });
    if (!(await hasCompletedOrder(app.db, identity.user_id, product.product_id))) throw new HttpError(403, REVIEW_MESSAGES.notABuyer, { code: 'not_a_buyer' });
    const alreadyReviewed = () => new HttpError(409, REVIEW_MESSAGES.alreadyReviewed, { code: 'already_reviewed' });
    if (await hasReviewed(app.db, identity.user_id, product.product_id)) throw alreadyReviewed();
    // The store's notification is written with the review; a concurrent second review by the same
    // customer is refused by the unique constraint, and its notification rolls back with it.
    const review = await app.notifier
      .report((tell) =>
        app.db.transaction().execute(async (trx) => {
          const added = await insertReview(trx, { product_id: product.product_id, store_id: product.store_id, user_id: identity.user_id, rating: body.rating, text });
          await tell(trx).reviewAdded(product.store_id, { review_id: added.review_id, product_id: added.product_id, product_name: added.product_name, username: added.username, rating: added.rating });
          return added;
        }),
      )
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? alreadyReviewed() : error;
      });
    return reply.code(201).send({ msg: REVIEW_MESSAGES.added, review });
  } });

  app.route({ ...routeOf(reviewCalls, 'PATCH /api/review/update'), handler: async (request) => {
    const { body } = request;
    const identity = customerCaller(request);
    const text = body.text === undefined ? undefined : reviewText(body.text, 'text');
    await ownReview(identity.user_id, body.review_id);
    const patch = { ...(body.rating === undefined ? {} : { rating: body.rating }), ...(text === undefined ? {} : { text }) };
    const review = await updateReview(app.db, body.review_id, patch);
    if (!review) throw new HttpError(404, REVIEW_MESSAGES.notFound, { code: 'review_not_found' });
    return { msg: REVIEW_MESSAGES.updated, review };
  } });

  app.route({ ...routeOf(reviewCalls, 'DELETE /api/review/delete'), handler: async (request) => {
    const { body } = request;
    const identity = customerCaller(request);
    await ownReview(identity.user_id, body.review_id);
    if (!(await deleteReview(app.db, body.review_id))) throw new HttpError(404, REVIEW_MESSAGES.notFound, { code: 'review_not_found' });
    return { msg: REVIEW_MESSAGES.deleted };
  } });

  app.route({ ...routeOf(reviewCalls, 'GET /api/review/product/{product_id}'), handler: async ({ params, query }) => {
    const sort = query.sort ?? 'newest';
    const page = pageRequest(sort, query);
    // A product shoppers may not see has no review page either.
    const figures = await productReviewFigures(app.db, params.product_id);
    if (!figures) throw new HttpError(404, REVIEW_MESSAGES.productNotFound, { code: 'product_not_found' });
    const found = await listProductReviews(app.db, params.product_id, sort, page);
    return { items: found.items, next_cursor: nextCursor(sort, found), ...figures };
  } });

  app.route({ ...routeOf(reviewCalls, 'GET /api/review/store/{store_name}'), handler: async ({ params, query }) => {
    const page = pageRequest('newest', query);
    const figures = await storeReviewFigures(app.db, params.store_name);
    if (!figures) throw new HttpError(404, REVIEW_MESSAGES.storeNotFound, { code: 'store_not_found' });
    const { store_id: storeId, ...summary } = figures;
    const found = await listStoreReviews(app.db, storeId, page);
    return { items: found.items, next_cursor: nextCursor('newest', found), ...summary };
  } });

  app.route({ ...routeOf(reviewCalls, 'POST /api/review/reply'), handler: async (request) => {
    const { body } = request;
    const identity = storeCaller(request);
    const text = reviewText(body.text, 'text');
    const existing = await findReview(app.db, body.review_id);
    if (!existing) throw new HttpError(404, REVIEW_MESSAGES.notFound, { code: 'review_not_found' });
    if (existing.store_id !== identity.store_id) throw new HttpError(403, REVIEW_MESSAGES.notSeller, { code: 'forbidden' });
    // The author's notification is written with the reply.
    const review = await app.notifier.report((tell) =>
      app.db.transaction().execute(async (trx) => {
        const replied = await replyToReview(trx, body.review_id, text);
        if (!replied) throw new HttpError(404, REVIEW_MESSAGES.notFound, { code: 'review_not_found' });
        await tell(trx).reviewReplied(existing.user_id, { review_id: replied.review_id, product_id: replied.product_id, product_name: replied.product_name, store_name: replied.store_name });
        return replied;
      }),
    );
    return { msg: REVIEW_MESSAGES.replied, review };
  } });
};

export default reviews;
