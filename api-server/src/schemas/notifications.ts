/**
 * Notifications, so each side learns when the other acts: kept per recipient (written with the change they report),
 * listed newest first, marked read, and pushed on the live channel as
 * `{ type: 'notification', notification }` once that change is committed.
 */
import { Type, type Static } from 'typebox';
import { Id } from './contract';
import { TRUST_NOTIFICATION_KINDS, TrustNotificationParams } from './operator-notifications';

export const NOTIFICATION_KINDS = ['order_placed', 'order_completed', 'order_cancelled', 'message', 'new_product',
  'review', 'review_reply', ...TRUST_NOTIFICATION_KINDS] as const;
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_READ_MAX_IDS = 100;

const ORDER = {
  order_id: Id,
  product_name: Type.String({ description: 'The name copied at purchase' }),
  quantity: Type.Integer({ minimum: 1 }),
};
/**
 * What a front end needs to write a notification's text in the reader's language, per kind
 * (docs/api-contract.md, "Notification parameters"). Exact shapes, so the answer keeps each field.
 */
export const NotificationParams = Type.Union([
  Type.Object({
    ...ORDER, store_name: Type.String(), username: Type.String(),
    cancelled_by: Type.Union([Type.Literal('customer'), Type.Literal('store')]),
    cancel_reason: Type.Union([Type.String(), Type.Null()]),
  }, { additionalProperties: false, title: 'order_cancelled', description: 'order_cancelled' }),
  Type.Object({ ...ORDER, total: Type.Number({ description: 'Dollars' }), username: Type.String() }, { additionalProperties: false, title: 'order_placed', description: 'order_placed' }),
  Type.Object({ ...ORDER, store_name: Type.String() }, { additionalProperties: false, title: 'order_completed', description: 'order_completed' }),
  Type.Object({
    store_name: Type.String(), username: Type.String(), sender: Type.Union([Type.Literal('customer'), Type.Literal('store')]),
    preview: Type.String({ description: 'The first 120 characters of the message' }),
  }, { additionalProperties: false, title: 'message', description: 'message' }),
  Type.Object({ store_name: Type.String(), product_id: Id, product_name: Type.String() }, { additionalProperties: false, title: 'new_product', description: 'new_product' }),
  // Reviews: `review` to the store, `review_reply` to the review's author.
  Type.Object({
    review_id: Id, product_id: Id, product_name: Type.String(), username: Type.String(), rating: Type.Integer({ minimum: 1, maximum: 5 }),
  }, { additionalProperties: false, title: 'review', description: 'review' }),
  Type.Object({ review_id: Id, product_id: Id, product_name: Type.String(), store_name: Type.String() }, { additionalProperties: false, title: 'review_reply', description: 'review_reply' }),
  ...TrustNotificationParams,
]);
export type NotificationParamsT = Static<typeof NotificationParams>;

export const Notification = Type.Object({
  id: Id,
  kind: Type.Enum([...NOTIFICATION_KINDS], {
    description: 'order_placed (to the store), order_completed and order_cancelled (to the other party), message (to the other party of a chat), new_product (to the followers of the store), review (to the store whose product was reviewed), review_reply (to the author of the review the store replied to), report_resolved (to the reporter), operator_action (to the store acted on; to the buyers of its pending orders when it is suspended)',
  }),
  text: Type.String(),
  link: Type.String({ description: 'A front-end path, e.g. /orders or /store/chat/alice' }),
  created_at: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
  // Always sent; optional in the schema so that clients (and their fixtures) written before it still compile.
  params: Type.Optional(Type.Union([NotificationParams, Type.Null()], {
    description: "Beyond the spec, always present: what a front end needs to write `text` in the reader's language, by kind (docs/api-contract.md); null for notifications stored before it existed",
  })),
});

/** Live push frame. */
export const NotificationEvent = Type.Object({ type: Type.Literal('notification'), notification: Notification });

export type NotificationT = Static<typeof Notification>;
