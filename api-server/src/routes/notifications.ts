/** Notifications of the signed-in customer or store: the list with the unread count, and marking read. */
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from './define';
import { listNotifications, markRead, unreadCount } from '../repositories/notifications';
import { NOTIFICATIONS_PAGE_DEFAULT } from '../schemas/notifications';
import { recipientOf } from '../notifications/feed';

const notifications: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'GET /api/notifications', async ({ query, identity }) => {
    const recipient = recipientOf(identity);
    const [items, unread] = await Promise.all([
      listNotifications(app.db, recipient, query.limit ?? NOTIFICATIONS_PAGE_DEFAULT, query.after),
      unreadCount(app.db, recipient),
    ]);
    return { items, unread };
  });

  defineRoute(app, 'POST /api/notifications/read', async ({ body, identity }) => {
    const recipient = recipientOf(identity);
    await markRead(app.db, recipient, body.ids);
    return { unread: await unreadCount(app.db, recipient) };
  });
};

export default notifications;
