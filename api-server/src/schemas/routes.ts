/**
 * Every call of the API with its schemas: the route plugins register these, and the OpenAPI document
 * (and from it the browser's generated types) comes from them. Keys are "METHOD path".
 */
import { Type, type TSchema } from 'typebox';
import * as C from './contract';
import { sitemapEntriesSpec } from './sitemap';
import { orderTrackingSpecs } from './order-tracking';
import { notificationSpecs } from './notifications';
import { currencySpecs } from './currencies';

export type Access = 'public' | 'customer' | 'store' | 'any-signed-in' | 'optional';

export interface RouteSpec {
  summary: string;
  tags: string[];
  access: Access;
  body?: TSchema;
  /** Multipart calls: the text fields (validated after parsing) and the file field. */
  multipart?: { fields: TSchema; file: string; fileRequired: boolean };
  params?: TSchema;
  querystring?: TSchema;
  /** Request headers the call reads (validated, and documented as header parameters). */
  headers?: TSchema;
  response: Record<number, TSchema>;
}

const err = C.ErrorAnswer;
const authErrors = { 401: err, 403: err };

export const routeSpecs = {
  // ----- users -----
  'POST /api/user/reg': { summary: 'Register a customer', tags: ['users'], access: 'public', body: C.UserRegBody, response: { 201: C.Msg, 400: err, 409: err } },
  'POST /api/user/log': { summary: 'Customer login', tags: ['users'], access: 'public', body: C.UserLogBody, response: { 200: C.TokenAnswer, 400: err, 401: err, 429: err } },
  'PATCH /api/user/update': { summary: 'Update the signed-in customer (blank password keeps it); returns a new token', tags: ['users'], access: 'customer', body: C.UserUpdateBody, response: { 200: C.MsgToken, 400: err, ...authErrors, 409: err } },
  // ----- stores -----
  'POST /api/store/reg': { summary: 'Register a store (multipart, storeImg required)', tags: ['stores'], access: 'public', multipart: { fields: C.StoreRegFields, file: 'storeImg', fileRequired: true }, response: { 201: C.Msg, 400: err, 409: err, 413: err, 415: err } },
  'POST /api/store/log': { summary: 'Store login', tags: ['stores'], access: 'public', body: C.StoreLogBody, response: { 200: C.TokenAnswer, 400: err, 401: err, 429: err } },
  'PATCH /api/store/update': { summary: 'Update the signed-in store (multipart; password, bio, storeImg optional); returns a new token', tags: ['stores'], access: 'store', multipart: { fields: C.StoreUpdateFields, file: 'storeImg', fileRequired: false }, response: { 200: C.MsgToken, 400: err, ...authErrors, 409: err, 413: err, 415: err } },
  'GET /api/store/{store_name}': { summary: 'A store by name', tags: ['stores'], access: 'public', params: C.StoreNameParams, response: { 200: C.Store, 404: err } },
  // ----- products -----
  'GET /api/products': { summary: 'Shop query: filters evaluated by the server, newest first, cursor pages', tags: ['products'], access: 'public', querystring: C.ProductsQuery, response: { 200: C.ProductPage, 400: err } },
  'GET /api/product/get/it/all': { summary: 'Every product, oldest first', tags: ['products'], access: 'public', response: { 200: C.ProductList } },
  'GET /api/product/{product_id}': { summary: 'One product', tags: ['products'], access: 'public', params: C.ProductIdParams, response: { 200: C.Product, 400: err, 404: err } },
  'GET /api/product/store/{store_id}': { summary: "A store's products", tags: ['products'], access: 'public', params: C.StoreIdParams, response: { 200: C.ProductList, 400: err } },
  'POST /api/product/add': { summary: 'Add a product (multipart, productImg required)', tags: ['products'], access: 'store', multipart: { fields: C.ProductAddFields, file: 'productImg', fileRequired: true }, response: { 201: C.MsgProduct, 400: err, ...authErrors, 413: err, 415: err } },
  'PATCH /api/product/update': { summary: 'Update an own product (multipart, productImg optional)', tags: ['products'], access: 'store', multipart: { fields: C.ProductUpdateFields, file: 'productImg', fileRequired: false }, response: { 200: C.MsgProduct, 400: err, ...authErrors, 404: err, 413: err, 415: err } },
  'DELETE /api/product/delete': { summary: 'Delete an own product', tags: ['products'], access: 'store', body: C.ProductIdBody, response: { 200: C.Msg, 400: err, ...authErrors, 404: err } },
  // ----- follows -----
  'POST /api/follow': { summary: 'Follow a store', tags: ['follows'], access: 'customer', body: C.FollowBody, response: { 200: C.Msg, 400: err, ...authErrors, 404: err } },
  'GET /api/follow': { summary: 'Followers count and whether the bearer customer follows', tags: ['follows'], access: 'optional', querystring: C.FollowQuery, response: { 200: C.FollowStatus, 400: err, 404: err } },
  'POST /is/follow': { summary: 'Same answer as GET /api/follow (the spec path)', tags: ['follows'], access: 'optional', body: C.IsFollowBody, response: { 200: C.FollowStatus, 400: err, 404: err } },
  // ----- cart -----
  'GET /api/cart': { summary: "The customer's cart", tags: ['cart'], access: 'customer', response: { 200: C.CartList, ...authErrors } },
  'POST /api/cart/add': { summary: 'Add a product to the cart (same product + location merges)', tags: ['cart'], access: 'customer', body: C.CartAddBody, response: { 201: C.MsgCartItem, 400: err, ...authErrors, 404: err, 409: err } },
  'PATCH /api/cart/update': { summary: "Change a cart line's quantity", tags: ['cart'], access: 'customer', body: C.CartUpdateBody, response: { 200: C.MsgCartItem, 400: err, ...authErrors, 404: err, 409: err } },
  'DELETE /api/cart/delete': { summary: 'Remove a cart line', tags: ['cart'], access: 'customer', body: C.CartIdBody, response: { 200: C.Msg, 400: err, ...authErrors, 404: err } },
  // ----- orders -----
  'POST /api/order/add': { summary: 'Order one cart line (atomic stock decrement); idempotent with an Idempotency-Key', tags: ['orders'], access: 'customer', body: C.OrderAddBody, headers: C.IdempotencyHeaders, response: { 201: C.MsgOrder, 400: err, ...authErrors, 404: err, 409: err, 422: err } },
  'POST /api/order/see': { summary: "The store's pending orders, oldest first", tags: ['orders'], access: 'store', response: { 200: C.OrderList, ...authErrors } },
  'POST /api/order/done': { summary: 'Mark an own order completed', tags: ['orders'], access: 'store', body: C.OrderIdBody, response: { 200: C.Msg, 400: err, ...authErrors, 404: err } },
  ...orderTrackingSpecs,
  // ----- messages -----
  'POST /api/inbox': { summary: "The caller's conversations, newest first", tags: ['messages'], access: 'any-signed-in', response: { 200: C.InboxList, 401: err } },
  'GET /api/msg/get/{store_name}/and/{username}': { summary: 'Messages of a conversation, oldest first', tags: ['messages'], access: 'any-signed-in', params: C.ConversationParams, response: { 200: C.MessageList, 400: err, ...authErrors, 404: err } },
  'POST /api/msg/add/{store_name}/and/{username}': { summary: 'Send a message', tags: ['messages'], access: 'any-signed-in', params: C.ConversationParams, body: C.MsgBody, response: { 201: C.Message, 400: err, ...authErrors, 404: err } },
  ...notificationSpecs,
  'GET /api/sitemap/entries': sitemapEntriesSpec,
  ...currencySpecs,
  // ----- operations -----
  'GET /api/health': { summary: 'Process is up', tags: ['ops'], access: 'public', response: { 200: Type.Object({ status: Type.Literal('ok') }) } },
  'GET /api/ready': { summary: 'This instance can serve (for load balancers): 200 unless it is shutting down or its own SQLite file fails (a shared service down is named, not a 503)', tags: ['ops'], access: 'public', response: { 200: C.Readiness, 503: C.NotReady } },
} satisfies Record<string, RouteSpec>;

export type RouteKey = keyof typeof routeSpecs;

/** "GET /api/product/{product_id}" → { method: 'GET', url: '/api/product/:product_id' } (Fastify's syntax). */
export function splitRouteKey(key: RouteKey): { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string } {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
  return { method, url: path.replace(/\{(\w+)\}/g, ':$1') };
}
