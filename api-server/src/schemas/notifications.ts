/**
 * Notifications (beyond the spec): kept per recipient (written with the change they report),
 * listed newest first, marked read, and pushed on the live channel as
 * `{ type: 'notification', notification }` once that change is committed.
 */
import { Type, type Static } from 'typebox';
import { ErrorAnswer, Id } from './contract';
import type { RouteSpec } from './routes';

export const NOTIFICATION_KINDS = ['order_placed', 'order_completed', 'order_cancelled', 'message', 'new_product'] as const;
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_READ_MAX_IDS = 100;

export const Notification = Type.Object({
  id: Id,
  kind: Type.Enum([...NOTIFICATION_KINDS], {
    description: 'order_placed (to the store), order_completed and order_cancelled (to the other party), message (to the other party of a chat), new_product (to the followers of the store)',
  }),
  text: Type.String(),
  link: Type.String({ description: 'A front-end path, e.g. /orders or /store/chat/alice' }),
  created_at: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
});

export const NotificationsQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Paging backwards: only notifications older than this id' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: NOTIFICATIONS_PAGE_DEFAULT })),
});

export const NotificationsPage = Type.Object({
  items: Type.Array(Notification),
  unread: Type.Integer({ minimum: 0, description: 'Unread notifications of the caller, all pages together' }),
});

export const NotificationsReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Id, { maxItems: NOTIFICATIONS_READ_MAX_IDS, description: 'Absent: every notification of the caller' })),
});

/** Live push frame. */
export const NotificationEvent = Type.Object({ type: Type.Literal('notification'), notification: Notification });

export type NotificationT = Static<typeof Notification>;

export const notificationSpecs = {
  'GET /api/notifications': {
    summary: "The caller's notifications, newest first (after: page backwards), with the unread count",
    tags: ['notifications'], access: 'any-signed-in', querystring: NotificationsQuery, response: { 200: NotificationsPage, 400: ErrorAnswer, 401: ErrorAnswer },
  },
  'POST /api/notifications/read': {
    summary: 'Mark some (ids) or every notification of the caller read; answers the unread count',
    tags: ['notifications'], access: 'any-signed-in', body: NotificationsReadBody,
    response: { 200: Type.Object({ unread: Type.Integer({ minimum: 0 }) }), 400: ErrorAnswer, 401: ErrorAnswer },
  },
} as const satisfies Record<string, RouteSpec>;
