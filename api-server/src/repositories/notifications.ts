/**
 * Notifications, one row per recipient (a customer or a store). Each is written inside the
 * transaction of the change it reports (hence a Transaction, never the bare database), so it exists
 * exactly when the change committed (notifications/notifier.ts). A store's new product reaches all
 * of its followers with one INSERT … SELECT from follows, however many there are. Message
 * notifications replace the recipient's unread one of the same conversation, so a chat does not
 * pile up a notification per line.
 *
 * The table is also a live feed (notifications/feed.ts): a recipient's notifications are delivered
 * in id order and a reconnecting client resumes after the last id it saw, so a recipient's ids must
 * become visible in order. SQLite writes one transaction at a time. On PostgreSQL transactions may
 * commit in another order than they insert, so an id is drawn holding a lock on its recipient (and a
 * shared lock on all notifications) until the commit, and a fan-out to followers holds the lock on
 * all exclusively: it waits for the singles in flight, and they wait for it. A single notification
 * is inserted with a provisional negative id, and the commit itself takes the locks and gives the
 * real id (migration 012's deferred trigger), so one store's orders wait for each other only inside
 * the database, never for a round trip. A message is the exception: it replaces the unread one of
 * its conversation, so it takes the lock before that delete and draws its id at insert. An order
 * placed in one call (migration 021's place_order_as_read) takes the locks and draws the real id in
 * its last statement, which the commit follows with no round trip between. Locks held
 * to the commit are taken after every row lock of the change: a transaction holding them waits for
 * nothing but its commit, and no cycle of waits (deadlock) can go through them.
 */
import type { Owner } from '../auth/owner';
import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import { nameStatement } from '../db/named-statements';
import { prepareQueryOf } from '../db/prepared';
import type { DialectName } from '../db/connect';
import type { Database, NotificationKind, NotificationRow } from '../db/types';
import type { NotificationParamsT, NotificationT } from '../schemas/notifications';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;


export interface NotificationInput {
  kind: NotificationKind;
  text: string;
  link: string;
  /** What a front end needs to write the text itself (docs/api-contract.md, "Notification parameters"). */
  params: NotificationParamsT;
}

/** The stored JSON text back to the parameters; rows from before they existed (or unreadable) give null. */
function parseParams(text: string | null): NotificationParamsT | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as NotificationParamsT) : null;
  } catch {
    return null;
  }
}

export function toNotification(row: Pick<NotificationRow, 'notification_id' | 'kind' | 'text' | 'link' | 'created_at' | 'read_at' | 'params'>): NotificationT {
  return { id: row.notification_id, kind: row.kind, text: row.text, link: row.link, created_at: row.created_at, read: row.read_at !== null, params: parseParams(row.params) };
}

const NOTIFICATION_COLUMNS = ['notification_id', 'kind', 'text', 'link', 'created_at', 'read_at', 'params'] as const;

const recipientColumns = (recipient: Owner) =>
  'user_id' in recipient ? { user_id: recipient.user_id, store_id: null } : { user_id: null, store_id: recipient.store_id };

/**
 * PostgreSQL advisory lock spaces (first key of the two-key form); messages use 7_310_001/2. Migration
 * 012's trigger takes the same ones: a change of these numbers is a new migration.
 */
const LOCK_SPACE = { all: 7_310_010, user: 7_310_011, store: 7_310_012 } as const;

async function lockForOne(trx: Trx, dialect: DialectName, recipient: Owner): Promise<void> {
  if (dialect !== 'postgres') return;
  const [space, id] = 'user_id' in recipient ? [LOCK_SPACE.user, recipient.user_id] : [LOCK_SPACE.store, recipient.store_id];
  await sql`SELECT pg_advisory_xact_lock_shared(${LOCK_SPACE.all}, 0), pg_advisory_xact_lock(${space}, ${id})`.execute(trx);
}

/**
 * PostgreSQL, every kind but messages: the row with a provisional id; the commit gives it its place
 * (see the file comment).
 */
const INSERT_PLACED_AT_COMMIT = nameStatement(`
  INSERT INTO notifications (notification_id, user_id, store_id, kind, text, link, params, created_at, read_at)
  VALUES (-nextval('notifications_provisional_id'), $1::integer, $2::integer, $3, $4, $5, $6, $7, NULL)`);

async function insertPlacedAtCommitPostgres(trx: Trx, recipient: Owner, input: NotificationInput): Promise<void> {
  const { user_id, store_id } = recipientColumns(recipient);
  const values = [user_id, store_id, input.kind, input.text, input.link, JSON.stringify(input.params), new Date().toISOString()];
  await trx.executeQuery(CompiledQuery.raw(INSERT_PLACED_AT_COMMIT, values));
}

/** A single notification's row, as written (compiled once: an order's notification is on checkout's path). */
const NEW_NOTIFICATION_COLUMNS = ['user_id', 'store_id', 'kind', 'text', 'link', 'params', 'created_at'] as const;
type NewNotification = Pick<NotificationRow, (typeof NEW_NOTIFICATION_COLUMNS)[number]>;
const insertNotification = prepareQueryOf<Database, NewNotification, unknown>(NEW_NOTIFICATION_COLUMNS, (db, n) =>
  db.insertInto('notifications').values({
    user_id: n.user_id, store_id: n.store_id, kind: n.kind, text: n.text, link: n.link, params: n.params, created_at: n.created_at, read_at: null,
  }),
);

/** Stores one notification for one recipient, in the transaction of the change it reports. */
export async function addNotification(trx: Trx, dialect: DialectName, recipient: Owner, input: NotificationInput): Promise<void> {
  if (dialect === 'postgres' && input.kind !== 'message') return insertPlacedAtCommitPostgres(trx, recipient, input);
  await lockForOne(trx, dialect, recipient);
  if (input.kind === 'message') {
    let stale = trx.deleteFrom('notifications').where('kind', '=', 'message').where('link', '=', input.link).where('read_at', 'is', null);
    stale = 'user_id' in recipient ? stale.where('user_id', '=', recipient.user_id) : stale.where('store_id', '=', recipient.store_id);
    await stale.execute();
  }
  // Taken under the lock, so a recipient's times grow with its ids.
  const now = new Date().toISOString();
  await insertNotification(trx, { ...recipientColumns(recipient), kind: input.kind, text: input.text, link: input.link, params: JSON.stringify(input.params), created_at: now });
}

/**
 * Stores one notification for every follower of `storeId` in one statement, in the transaction of
 * the change it reports; answers who got one.
 */
export async function addNotificationForFollowers(trx: Trx, dialect: DialectName, storeId: number, input: NotificationInput): Promise<Owner[]> {
  if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE.all}, 0)`.execute(trx);
  const created_at = new Date().toISOString();
  const rows = await trx
    .insertInto('notifications')
    .columns(['user_id', 'store_id', 'kind', 'text', 'link', 'created_at', 'read_at', 'params'])
    .expression((eb) =>
      eb
        .selectFrom('follows')
        .select((s) => [
          'user_id', s.val(null).as('store_id'), s.val(input.kind).as('kind'), s.val(input.text).as('text'), s.val(input.link).as('link'),
          s.val(created_at).as('created_at'), s.val(null).as('read_at'), s.val(JSON.stringify(input.params)).as('params'),
        ])
        .where('store_id', '=', storeId),
    )
    .returning('user_id')
    .execute();
  return rows.map((row) => ({ user_id: row.user_id! }));
}

export async function unreadCount(db: Db, recipient: Owner): Promise<number> {
  let query = db.selectFrom('notifications').select((eb) => eb.fn.countAll<string | number>().as('count')).where('read_at', 'is', null);
  query = 'user_id' in recipient ? query.where('user_id', '=', recipient.user_id) : query.where('store_id', '=', recipient.store_id);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** The recipient's notifications, newest first, older than `beforeId` when given. */
export async function listNotifications(db: Db, recipient: Owner, limit: number, beforeId?: number): Promise<NotificationT[]> {
  let query = db.selectFrom('notifications').select(NOTIFICATION_COLUMNS);
  query = 'user_id' in recipient ? query.where('user_id', '=', recipient.user_id) : query.where('store_id', '=', recipient.store_id);
  if (beforeId !== undefined) query = query.where('notification_id', '<', beforeId);
  const rows = await query.orderBy('notification_id', 'desc').limit(limit).execute();
  return rows.map(toNotification);
}

/** Marks the recipient's notifications `ids` (others' ids are ignored), or all of them, read. */
export async function markRead(db: Db, recipient: Owner, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  let query = db.updateTable('notifications').set({ read_at: new Date().toISOString() }).where('read_at', 'is', null);
  query = 'user_id' in recipient ? query.where('user_id', '=', recipient.user_id) : query.where('store_id', '=', recipient.store_id);
  if (ids) query = query.where('notification_id', 'in', ids);
  await query.execute();
}

const ofRecipientFeed = (db: Db, recipient: Owner) => {
  const query = db.selectFrom('notifications');
  return 'user_id' in recipient ? query.where('user_id', '=', recipient.user_id) : query.where('store_id', '=', recipient.store_id);
};

/** The id of the recipient's newest notification (0 when none): where a new live connection starts. */
export async function latestNotificationId(db: Db, recipient: Owner): Promise<number> {
  const row = await ofRecipientFeed(db, recipient).select((eb) => eb.fn.max('notification_id').as('last_id')).executeTakeFirst();
  return Number(row?.last_id ?? 0);
}

/** The recipient's notifications after `afterId`, oldest first. */
export async function notificationsAfter(db: Db, recipient: Owner, afterId: number, limit: number): Promise<NotificationT[]> {
  const rows = await ofRecipientFeed(db, recipient)
    .select(NOTIFICATION_COLUMNS)
    .where('notification_id', '>', afterId)
    .orderBy('notification_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toNotification);
}
