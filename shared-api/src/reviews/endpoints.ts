/**
 * A customer's review (add, edit, delete), a store's reply, and a store's reviews over all its
 * products. Each change refreshes the product's review lists, the product's and the store's
 * rating figures, and the store's list.
 */
import { api, productReviewsTag, REVIEWS_PAGE_SIZE, type MsgAnswer, type Review, type ReviewPage } from 'shared-api';

export type AddReviewBody = { product_id: number; rating: number; text: string };
export type UpdateReviewBody = { review_id: number; rating?: number; text?: string };
/** `product_id` and `store_id` name what to refresh; only `review_id` is sent. */
export type DeleteReviewArg = { review_id: number; product_id: number; store_id: number };
export type ReplyBody = { review_id: number; text: string };
export type ReviewAnswer = { msg: string; review: Review };

const STORE_REVIEWS = { type: 'Review', id: 'STORE' } as const;

/** What a change to a product's review makes stale: its lists, the product's and the store's figures. */
const staleAfter = (productId: number, storeId: number) => [
  productReviewsTag(productId),
  STORE_REVIEWS,
  { type: 'Product' as const, id: productId },
  { type: 'Product' as const, id: 'LIST' },
  { type: 'Store' as const, id: storeId },
];

const staleAfterAnswer = (answer: ReviewAnswer | undefined) => (answer ? staleAfter(answer.review.product_id, answer.review.store_id) : []);

export const reviewsWriteApi = api.injectEndpoints({
  endpoints: (build) => ({
    addReview: build.mutation<ReviewAnswer, AddReviewBody>({
      query: (body) => ({ url: '/api/review/add', method: 'POST', body }),
      invalidatesTags: (answer) => staleAfterAnswer(answer),
    }),
    updateReview: build.mutation<ReviewAnswer, UpdateReviewBody>({
      query: (body) => ({ url: '/api/review/update', method: 'PATCH', body }),
      invalidatesTags: (answer) => staleAfterAnswer(answer),
    }),
    deleteReview: build.mutation<MsgAnswer, DeleteReviewArg>({
      query: ({ review_id }) => ({ url: '/api/review/delete', method: 'DELETE', body: { review_id } }),
      invalidatesTags: (_answer, error, { product_id, store_id }) => (error ? [] : staleAfter(product_id, store_id)),
    }),
    /** The selling store's one reply: creates it or replaces it. */
    replyToReview: build.mutation<ReviewAnswer, ReplyBody>({
      query: (body) => ({ url: '/api/review/reply', method: 'POST', body }),
      invalidatesTags: (answer) => staleAfterAnswer(answer),
    }),
    /** The reviews of all of a store's products, newest first, page by page. */
    getStoreReviews: build.infiniteQuery<ReviewPage, string, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      },
      query: ({ queryArg: storeName, pageParam }) => ({
        url: `/api/review/store/${encodeURIComponent(storeName)}`,
        params: { limit: REVIEWS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: [STORE_REVIEWS],
    }),
  }),
});

export const {
  useAddReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useReplyToReviewMutation,
  useGetStoreReviewsInfiniteQuery,
} = reviewsWriteApi;
