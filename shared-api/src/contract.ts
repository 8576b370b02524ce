/**
 * Request and response types of every call, taken from the generated OpenAPI types
 * (./generated/openapi.ts), which come from the server's route schemas: one source of truth.
 */
import type { paths } from './generated/openapi';

type Method = 'get' | 'post' | 'patch' | 'delete';

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON body of a call. */
export type JsonBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B
      : never;

/** The successful (200 or 201) JSON answer of a call. */
export type JsonAnswer<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer R } } } }
    ? R
    : Operation<P, M> extends { responses: { 201: { content: { 'application/json': infer R } } } }
      ? R
      : never;

/** The query string of a call. */
export type QueryParams<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/**
 * The countries a store ships to (issue "A global marketplace": names of the country list, empty =
 * every country), on Store and Product answers. Until the generated types carry it, it is added
 * here; once they do, the intersection is the generated field itself.
 */
export type ShipsTo = { ships_to?: string[] };

/**
 * The reviews' figures on Product and Store answers (issue "Trust and the operator"): the average
 * with one decimal (null without reviews) and the count. Added by hand like ShipsTo until the
 * generated types carry them.
 */
export type Ratings = { rating_average?: number | null; rating_count?: number };

export type Product = JsonAnswer<'/api/product/{product_id}', 'get'> & ShipsTo & Ratings;
export type Store = JsonAnswer<'/api/store/{store_name}', 'get'> & ShipsTo & Ratings;
/** `available: false`: the product was taken down or its store suspended (it cannot be ordered). */
export type CartItem = JsonAnswer<'/api/cart', 'get'>[number] & { available?: boolean };
export type Order = JsonAnswer<'/api/order/see', 'post'>[number];
/** `id`: the message's id, the target of a report (added by hand until generated). */
export type Message = JsonAnswer<'/api/msg/add/{store_name}/and/{username}', 'post'> & { id?: number };
export type InboxEntry = JsonAnswer<'/api/inbox', 'post'>[number];
export type FollowStatus = JsonAnswer<'/api/follow', 'get'>;
export type ProductPage = Omit<JsonAnswer<'/api/products', 'get'>, 'items'> & { items: Product[] };
/** `ships_to=<country name>`: products whose store ships there (added like ShipsTo above). */
export type ProductsQuery = QueryParams<'/api/products', 'get'> & { ships_to?: string };

/** An order as both sides follow it to the end: status, total, picture, store, cancel reason (docs/orders-and-notifications.md). */
export type OrderFull = JsonAnswer<'/api/order/mine', 'get'>['items'][number];
export type OrderPage = JsonAnswer<'/api/order/mine', 'get'>;
export type OrderStatus = OrderFull['status'];
/** The status filter of the order lists: one status, or every one. */
export type OrderStatusFilter = OrderStatus | 'all';
export type StoreInsights = JsonAnswer<'/api/store/insights', 'get'>;
export type Notification = JsonAnswer<'/api/notifications', 'get'>['items'][number];
export type NotificationsPage = JsonAnswer<'/api/notifications', 'get'>;

/** The shop's filters (an empty value means no filter). */
export type ProductSearch = Pick<ProductsQuery, 'q' | 'country' | 'min_price' | 'max_price' | 'ships_to'>;

export type MsgAnswer = { msg: string };
export type TokenAnswer = JsonAnswer<'/api/user/log', 'post'>;
export type MsgTokenAnswer = JsonAnswer<'/api/user/update', 'patch'>;

/* Reviews and reports (issue "Trust and the operator"; /api/review/…, /api/report/add). Written by
 * hand from the contract until the generated types carry them. */
export type ReviewReply = { text: string; created_at: string; updated_at: string };
export type Review = {
  review_id: number;
  product_id: number;
  product_name: string;
  store_id: number;
  store_name: string;
  username: string;
  rating: number;
  text: string;
  created_at: string;
  updated_at: string;
  reply: ReviewReply | null;
};
export type ReviewSort = 'newest' | 'highest' | 'lowest';
export type RatingStar = '1' | '2' | '3' | '4' | '5';
/** One page of a product's (or a store's) reviews, with the figures of all of them. */
export type ReviewPage = {
  items: Review[];
  next_cursor: string | null;
  average: number | null;
  count: number;
  histogram: Record<RatingStar, number>;
};
export const REPORT_TARGET_TYPES = ['product', 'store', 'review', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ['counterfeit', 'prohibited', 'fraud', 'offensive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
