/**
 * Notifications as a live feed (live/feeds.ts): on /api/live each one arrives as
 * `{ type: 'notification', notification }`, in id order, once; a client resumes after
 * `last_notification_id`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { LiveFeed } from '../live/feeds';
import { latestNotificationId, notificationsAfter } from '../repositories/notifications';
import { ownerOf } from '../auth/owner';

export const NOTIFICATION_CURSOR_FIELD = 'last_notification_id';

export function notificationFeed(db: Kysely<Database>): LiveFeed {
  return {
    cursorField: NOTIFICATION_CURSOR_FIELD,
    latest: (identity) => latestNotificationId(db, ownerOf(identity)),
    async after(identity, cursor, limit) {
      const items = await notificationsAfter(db, ownerOf(identity), cursor, limit);
      return items.map((notification) => ({ id: notification.id, frame: { type: 'notification', notification } }));
    },
  };
}
