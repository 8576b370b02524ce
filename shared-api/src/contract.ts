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

export type Product = JsonAnswer<'/api/product/{product_id}', 'get'>;
export type Store = JsonAnswer<'/api/store/{store_name}', 'get'>;
/** The countries a store ships to (names of the country list, empty = every country), on Store and Product answers. */
export type ShipsTo = Pick<Store, 'ships_to'>;
/** The reviews' figures on Product and Store answers: the average with one decimal (null without reviews) and the count. */
export type Ratings = Pick<Product, 'rating_average' | 'rating_count'>;
/** `available: false`: the product was taken down or its store suspended (it cannot be ordered). */
export type CartItem = JsonAnswer<'/api/cart', 'get'>[number];
export type Order = JsonAnswer<'/api/order/see', 'post'>[number];
/** `id`: the message's id, the target of a report. */
export type Message = JsonAnswer<'/api/msg/add/{store_name}/and/{username}', 'post'>;
export type InboxEntry = JsonAnswer<'/api/inbox', 'post'>[number];
export type FollowStatus = JsonAnswer<'/api/follow', 'get'>;
export type ProductPage = Omit<JsonAnswer<'/api/products', 'get'>, 'items'> & { items: Product[] };
/** `ships_to=<country name>`: products whose store ships there. */
export type ProductsQuery = QueryParams<'/api/products', 'get'>;

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
/** Counts for the shop's filters: the total, per country (ignoring `country`) and per price band (ignoring the bounds). */
export type ProductFacets = JsonAnswer<'/api/products/facets', 'get'>;
/** A product or store name offered while typing, with the page it opens (`/product/{id}`, `/store/{name}`). */
export type Suggestion = JsonAnswer<'/api/products/suggest', 'get'>['items'][number];

export type MsgAnswer = { msg: string };
export type TokenAnswer = JsonAnswer<'/api/user/log', 'post'>;
export type MsgTokenAnswer = JsonAnswer<'/api/user/update', 'patch'>;

/* Reviews and reports (issue "Trust and the operator"; /api/review/…, /api/report/add). */
export type ReviewPage = JsonAnswer<'/api/review/product/{product_id}', 'get'>;
export type Review = ReviewPage['items'][number];
export type ReviewReply = NonNullable<Review['reply']>;
export type ReviewSort = NonNullable<NonNullable<QueryParams<'/api/review/product/{product_id}', 'get'>>['sort']>;
/** A number of stars as a key of the histogram. */
export type RatingStar = `${keyof ReviewPage['histogram']}`;
type ReportBody = JsonBody<'/api/report/add', 'post'>;
export type ReportTargetType = ReportBody['target_type'];
export type ReportReason = ReportBody['reason'];
/** Every value, in the order the report dialog offers them. */
export const REPORT_TARGET_TYPES = ['product', 'store', 'review', 'message'] as const satisfies readonly ReportTargetType[];
export const REPORT_REASONS = ['counterfeit', 'prohibited', 'fraud', 'offensive', 'spam', 'other'] as const satisfies readonly ReportReason[];
