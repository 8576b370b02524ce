/**
 * Notifications, one row per recipient (a customer or a store). A store's new product reaches all
 * of its followers with one INSERT … SELECT from follows, however many there are. Message
 * notifications replace the recipient's unread one of the same conversation, so a chat does not
 * pile up a notification per line.
 */
import type { Kysely } from 'kysely';
import type { Database, NotificationKind, NotificationRow } from '../db/types';
import type { NotificationT } from '../schemas/notifications';

type Db = Kysely<Database>;

export type Recipient = { user_id: number } | { store_id: number };

export interface NotificationInput {
  kind: NotificationKind;
  text: string;
  link: string;
}

/** A stored notification with its recipient, ready to answer or push. */
export interface StoredNotification {
  recipient: Recipient;
  notification: NotificationT;
}

export function toNotification(row: Pick<NotificationRow, 'notification_id' | 'kind' | 'text' | 'link' | 'created_at' | 'read_at'>): NotificationT {
  return { id: row.notification_id, kind: row.kind, text: row.text, link: row.link, created_at: row.created_at, read: row.read_at !== null };
}

const recipientColumns = (recipient: Recipient) =>
  'user_id' in recipient ? { user_id: recipient.user_id, store_id: null } : { user_id: null, store_id: recipient.store_id };

/** Stores one notification for one recipient. */
export async function addNotification(db: Db, recipient: Recipient, input: NotificationInput): Promise<StoredNotification> {
  const created_at = new Date().toISOString();
  const write = async (trx: Db) => {
    if (input.kind === 'message') {
      let stale = trx.deleteFrom('notifications').where('kind', '=', 'message').where('link', '=', input.link).where('read_at', 'is', null);
      stale = 'user_id' in recipient ? stale.where('user_id', '=', recipient.user_id) : stale.where('store_id', '=', recipient.store_id);
      await stale.execute();
    }
    return trx
      .insertInto('notifications')
      .values({ ...recipientColumns(recipient), ...input, created_at, read_at: null })
      .returning('notification_id')
      .executeTakeFirstOrThrow();
  };
  const { notification_id } = input.kind === 'message' ? await db.transaction().execute(write) : await write(db);
  return { recipient, notification: toNotification({ notification_id, ...input, created_at, read_at: null }) };
}

/** Stores one notification for every follower of `storeId` in one statement; answers what was stored. */
export async function addNotificationForFollowers(db: Db, storeId: number, input: NotificationInput): Promise<StoredNotification[]> {
  const created_at = new Date().toISOString();
  const rows = await db
    .insertInto('notifications')
    .columns(['user_id', 'store_id', 'kind', 'text', 'link', 'created_at', 'read_at'])
    .expression((eb) =>
      eb
        .selectFrom('follows')
        .select((s) => ['user_id', s.val(null).as('store_id'), s.val(input.kind).as('kind'), s.val(input.text).as('text'), s.val(input.link).as('link'), s.val(created_at).as('created_at'), s.val(null).as('read_at')])
        .where('store_id', '=', storeId),
    )
    .returning(['notification_id', 'user_id'])
    .execute();
  return rows.map((row) => ({
    recipient: { user_id: row.user_id! },
    notification: toNotification({ notification_id: row.notification_id, ...input, created_at, read_at: null }),
  }));
}

export async function unreadCount(db: Db, recipient: Recipient): Promise<number> {
  let query = db.selectFrom('notifications').select((eb) => eb.fn.countAll<string | number>().as('count')).where('read_at', 'is', null);
  query = 'user_id' in recipient ? query.where('user_id', '=', recipient.user_id) : query.where('store_id', '=', recipient.store_id);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** The recipient's notifications, newest first, older than `beforeId` when given. */
export async function listNotifications(db: Db, recipient: Recipient, limit: number, beforeId?: number): Promise<NotificationT[]> {
  let query = db.selectFrom('notifications').select(['notification_id', 'kind', 'text', 'link', 'created_at', 'read_at']);
  query = 'user_id' in recipient ? query.where('user_id', '=', recipient.user_id) : query.where('store_id', '=', recipient.store_id);
  if (beforeId !== undefined) query = query.where('notification_id', '<', beforeId);
  const rows = await query.orderBy('notification_id', 'desc').limit(limit).execute();
  return rows.map(toNotification);
}

/** Marks the recipient's notifications `ids` (others' ids are ignored), or all of them, read. */
export async function markRead(db: Db, recipient: Recipient, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  let query = db.updateTable('notifications').set({ read_at: new Date().toISOString() }).where('read_at', 'is', null);
  query = 'user_id' in recipient ? query.where('user_id', '=', recipient.user_id) : query.where('store_id', '=', recipient.store_id);
  if (ids) query = query.where('notification_id', 'in', ids);
  await query.execute();
}
