/**
 * Mocks of the review reads (`GET /api/review/product/{id}`, `GET /api/review/store/{name}`) that
 * sort and page like the API: newest (by created_at), highest or lowest first (ties newest first);
 * `limit` (default 20), the cursor being the offset; the figures cover all the reviews given.
 */
import { http, HttpResponse } from 'msw';
import type { RatingStar, Review, ReviewPage } from '../contract';
import { TEST_API_URL } from './mockApi';

const newestFirst = (a: Review, b: Review) => b.created_at.localeCompare(a.created_at) || b.review_id - a.review_id;

const ORDERS: Record<string, (a: Review, b: Review) => number> = {
  newest: newestFirst,
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
};

/** The average (one decimal, null without reviews), the count and the histogram of `reviews`. */
export function reviewFigures(reviews: Review[]): Pick<ReviewPage, 'average' | 'count' | 'histogram'> {
  const histogram: Record<RatingStar, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews) histogram[String(review.rating) as RatingStar] += 1;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { average: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : null, count: reviews.length, histogram };
}

/** One page of `reviews` as the API answers it for a query string. */
export function reviewPage(reviews: Review[], params: URLSearchParams): ReviewPage {
  const sorted = [...reviews].sort(ORDERS[params.get('sort') ?? 'newest'] ?? newestFirst);
  const limit = Number(params.get('limit') || 20);
  const offset = Number(params.get('cursor') || 0);
  const next = offset + limit < sorted.length ? String(offset + limit) : null;
  return { items: sorted.slice(offset, offset + limit), next_cursor: next, ...reviewFigures(reviews) };
}

/**
 * The handlers (for `server.use`) of a product's and a store's reviews, read from `source()` at
 * each request (so a test's mutations show on the next read). Each query string is pushed onto
 * `requests` when given.
 */
export function reviewsHandlers(source: () => Review[], requests: URLSearchParams[] = []) {
  return [
    http.get(`${TEST_API_URL}/api/review/product/:productId`, ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return HttpResponse.json(reviewPage(source().filter((r) => r.product_id === Number(params.productId)), query));
    }),
    http.get(`${TEST_API_URL}/api/review/store/:storeName`, ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return HttpResponse.json(reviewPage(source().filter((r) => r.store_name === params.storeName), query));
    }),
  ];
}
