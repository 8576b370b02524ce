/**
 * Orders both sides follow to the end (docs/orders-and-notifications.md): the customer's order history, the store's
 * orders of every status, cancelling a pending order, and the store's sales insights.
 */
import { Type, type Static } from 'typebox';
import { ErrorAnswer, Id } from './contract';
import type { RouteSpec } from './routes';

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export const CANCEL_REASON_MAX = 500;
export const ORDERS_PAGE_DEFAULT = 20;
export const INSIGHTS_DAYS_DEFAULT = 30;

const Money = Type.Number({ description: 'Dollars' });
const NullableText = Type.Union([Type.String(), Type.Null()]);

export const OrderFull = Type.Object({
  order_id: Id,
  product_id: Id,
  name: Type.String({ description: "The product's name when it was bought" }),
  price: Type.Number({ description: 'Unit price in dollars when it was bought' }),
  quantity: Type.Integer(),
  total: Type.Number({ description: 'price × quantity, in dollars' }),
  img: Type.String({ description: "The product's picture when it was bought (path relative to the API host); empty when unknown" }),
  store_id: Id,
  store_name: Type.String(),
  username: Type.String(),
  full_location: Type.String(),
  country: Type.String(),
  status: Type.Enum([...ORDER_STATUSES]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time', description: 'The last change of status (the placement when none)' }),
  cancel_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was cancelled, when a reason was given' }),
  cancelled_by: Type.Union([Type.Enum(['customer', 'store']), Type.Null()], { description: 'Who cancelled it (null unless cancelled)' }),
});
export const OrderFullPage = Type.Object({ items: Type.Array(OrderFull), next_cursor: NullableText });

export const OrderListQuery = Type.Object({
  status: Type.Optional(Type.Enum(['', 'all', ...ORDER_STATUSES], { description: 'Empty or all: every status' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ORDERS_PAGE_DEFAULT })),
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'next_cursor of the previous page' })),
});

export const OrderCancelBody = Type.Object({
  order_id: Id,
  reason: Type.Optional(Type.String({ maxLength: CANCEL_REASON_MAX, description: 'Shown to the other party; blank means none' })),
});

export const InsightsQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: INSIGHTS_DAYS_DEFAULT, description: 'The last N days, today (UTC) included' })),
});

export const Insights = Type.Object({
  days: Type.Integer({ description: 'The window the figures cover' }),
  revenue: Money,
  orders: Type.Integer({ minimum: 0 }),
  units: Type.Integer({ minimum: 0 }),
  followers: Type.Integer({ minimum: 0, description: 'New followers in the window' }),
  followers_total: Type.Integer({ minimum: 0, description: 'Followers today' }),
  daily: Type.Array(
    Type.Object({ date: Type.String({ format: 'date', description: 'UTC day' }), revenue: Money, orders: Type.Integer({ minimum: 0 }) }),
    { description: 'Every day of the window, oldest first, zero on days without orders' },
  ),
  top_products: Type.Array(
    Type.Object({ product_id: Id, name: Type.String(), units: Type.Integer({ minimum: 0 }), revenue: Money }),
    { description: 'At most 5, by revenue' },
  ),
});

export type OrderFullT = Static<typeof OrderFull>;
export type InsightsT = Static<typeof Insights>;
export type OrderListQueryT = Static<typeof OrderListQuery>;

const err = ErrorAnswer;
const authErrors = { 401: err, 403: err };

export const orderTrackingSpecs = {
  'GET /api/order/mine': {
    summary: "The customer's orders, newest first, cursor pages (status: pending, completed, cancelled; empty or all for every one)",
    tags: ['orders'], access: 'customer', querystring: OrderListQuery, response: { 200: OrderFullPage, 400: err, ...authErrors },
  },
  'GET /api/store/orders': {
    summary: "The store's orders, newest first, cursor pages (status as for /api/order/mine)",
    tags: ['orders'], access: 'store', querystring: OrderListQuery, response: { 200: OrderFullPage, 400: err, ...authErrors },
  },
  'POST /api/order/cancel': {
    summary: 'Cancel a pending order (the customer who placed it, or its store); its stock comes back',
    tags: ['orders'], access: 'any-signed-in', body: OrderCancelBody,
    response: { 200: Type.Object({ msg: Type.String(), order: OrderFull }), 400: err, 401: err, 404: err, 409: err },
  },
  'GET /api/store/insights': {
    summary: "The store's sales over the last N days: revenue, orders, units, followers, daily revenue, top 5 products (cancelled orders excluded)",
    tags: ['orders'], access: 'store', querystring: InsightsQuery, response: { 200: Insights, 400: err, ...authErrors },
  },
} as const satisfies Record<string, RouteSpec>;
