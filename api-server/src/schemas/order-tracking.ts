/**
 * Orders both sides follow to the end (docs/orders-and-notifications.md): the customer's order history, the store's
 * orders of every status, cancelling a pending order, and the store's sales insights.
 */
import { Type, type Static } from 'typebox';
import { Id } from './contract';

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
