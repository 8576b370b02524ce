/** Notifications of the signed-in customer or store: the list with the unread count, and marking read. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeOf, type Calls } from './calls';
import { ErrorAnswer, Id } from '../schemas/contract';
import { signedInCaller } from '../auth/access';
import { listNotifications, markRead, unreadCount } from '../repositories/notifications';
import { Notification, NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_READ_MAX_IDS } from '../schemas/notifications';
import { ownerOf } from '../auth/owner';

const NotificationsQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Paging backwards: only notifications older than this id' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: NOTIFICATIONS_PAGE_DEFAULT })),
});

const NotificationsPage = Type.Object({
  items: Type.Array(Notification),
  unread: Type.Integer({ minimum: 0, description: 'Unread notifications of the caller, all pages together' }),
});

const NotificationsReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Id, { maxItems: NOTIFICATIONS_READ_MAX_IDS, description: 'Absent: every notification of the caller' })),
});

export const notificationCalls = {
  'GET /api/notifications': {
    access: 'any-signed-in',
    schema: {
      summary: "The caller's notifications, newest first (after: page backwards), with the unread count",
      tags: ['notifications'], querystring: NotificationsQuery, response: { 200: NotificationsPage, 400: ErrorAnswer, 401: ErrorAnswer },
    },
  },
  'POST /api/notifications/read': {
    access: 'any-signed-in',
    schema: {
      summary: 'Mark some (ids) or every notification of the caller read; answers the unread count',
      tags: ['notifications'], body: NotificationsReadBody, response: { 200: Type.Object({ unread: Type.Integer({ minimum: 0 }) }), 400: ErrorAnswer, 401: ErrorAnswer },
    },
  },
} as const satisfies Calls;

const notifications: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.route({ ...routeOf(notificationCalls, 'GET /api/notifications'), handler: async (request) => {
    const { query } = request;
    const recipient = ownerOf(signedInCaller(request));
    const [items, unread] = await Promise.all([
      listNotifications(app.db, recipient, query.limit ?? NOTIFICATIONS_PAGE_DEFAULT, query.after),
      unreadCount(app.db, recipient),
    ]);
    return { items, unread };
  } });

  app.route({ ...routeOf(notificationCalls, 'POST /api/notifications/read'), handler: async (request) => {
    const { body } = request;
    const recipient = ownerOf(signedInCaller(request));
    await markRead(app.db, recipient, body.ids);
    return { unread: await unreadCount(app.db, recipient) };
  } });
};

export default notifications;
