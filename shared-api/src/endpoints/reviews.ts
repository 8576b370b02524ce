/**
 * A product's reviews (GET /api/review/product/{id}), public: the product page is rendered on the
 * server with its first page (figures, and the reviews its JSON-LD names), so this read is in the
 * package index. Writing, replying and a store's list are in shared-api/reviews.
 */
import { api } from '../api';
import type { ReviewPage, ReviewSort } from '../contract';

export const REVIEWS_PAGE_SIZE = 10;

export type ProductReviewsArg = { productId: number; sort: ReviewSort };

/** The tag of a product's review lists (every sort); a review's change invalidates it. */
export const productReviewsTag = (productId: number) => ({ type: 'Review' as const, id: `product-${productId}` });

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A product's reviews in `sort` order, page by page, with the average, count and histogram of all. */
    getProductReviews: build.infiniteQuery<ReviewPage, ProductReviewsArg, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      },
      query: ({ queryArg: { productId, sort }, pageParam }) => ({
        url: `/api/review/product/${productId}`,
        params: { sort, limit: REVIEWS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: (_page, _error, { productId }) => [productReviewsTag(productId)],
    }),
  }),
});

export const { useGetProductReviewsInfiniteQuery } = reviewsApi;
