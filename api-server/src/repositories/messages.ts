/**
 * Conversations between one store and one customer, and their messages. Each message records who
 * wrote it (store or customer); the name shown as `sender` is joined at read time, so a rename
 * shows everywhere. The conversation row carries the last message for the inbox.
 *
 * The messages table is also the live channel's log: a party's messages, in message_id order, are
 * what its live sockets deliver, and a reconnecting client resumes after the last id it saw. That
 * needs ids to become visible in order for each party: on PostgreSQL, ids come from a sequence when
 * the row is inserted, and two transactions may commit in the other order; so a message is stored
 * holding transaction-scoped locks on both parties (store first, then customer: no deadlock), and
 * a party's messages commit one at a time, in id order. SQLite writes one transaction at a time.
 */
import type { Owner } from '../auth/owner';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, SenderKind } from '../db/types';
import type { DialectName } from '../db/connect';
import type { ChatEventT, InboxEntryT, MessageT } from '../schemas/contract';

type Db = Kysely<Database>;

export interface ConversationParties {
  store: { store_id: number; store_name: string };
  customer: { user_id: number; username: string };
}

/** Names are looked up regardless of case, as everywhere else. */
export function findStoreParty(db: Db, storeName: string) {
  return db.selectFrom('stores').select(['store_id', 'store_name']).where((eb) => eb(eb.fn('lower', ['store_name']), '=', eb.fn('lower', [eb.val(storeName)]))).executeTakeFirst();
}

export function findCustomerParty(db: Db, username: string) {
  return db.selectFrom('users').select(['user_id', 'username']).where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)]))).executeTakeFirst();
}

/** Messages of the conversation, oldest first; [] when they never wrote. */
export async function listMessages(db: Db, storeId: number, userId: number): Promise<MessageT[]> {
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.conversation_id', 'm.conversation_id')
    .innerJoin('stores as s', 's.store_id', 'c.store_id')
    .innerJoin('users as u', 'u.user_id', 'c.user_id')
    .select((eb) => [
      'm.message_id',
      eb.case().when('m.sender_kind', '=', 'store').then(eb.ref('s.store_name')).else(eb.ref('u.username')).end().as('sender'),
      'm.body',
      'm.created_at',
    ])
    .where('c.store_id', '=', storeId)
    .where('c.user_id', '=', userId)
    // A message the operator hid is shown to nobody.
    .where('m.hidden_at', 'is', null)
    .orderBy('m.message_id', 'asc')
    .execute();
  return rows.map((r) => ({ message_id: r.message_id, id: r.message_id, sender: r.sender, msg: r.body, timestamp: r.created_at }));
}

/**
 * Stores a message (starting the conversation if needed) and answers it as a Message. The sender is
 * the customer or the store; the table stores a customer as 'user' (its name since the first migration).
 * `withMessage` runs last in the same transaction (the other party's notification); throwing rolls
 * the message back.
 */
export async function addMessage(
  db: Db,
  dialect: DialectName,
  parties: ConversationParties,
  sender: 'customer' | 'store',
  text: string,
  withMessage?: (trx: Transaction<Database>) => Promise<void>,
): Promise<MessageT> {
  const senderKind: SenderKind = sender === 'customer' ? 'user' : 'store';
  const row = await db.transaction().execute(async (trx) => {
    await lockConversationParties(trx, dialect, parties.store.store_id, parties.customer.user_id);
    // Taken under the locks, so a party's timestamps grow with its ids.
    const now = new Date().toISOString();
    const { conversation_id } = await trx
      .insertInto('conversations')
      .values({ store_id: parties.store.store_id, user_id: parties.customer.user_id, last_msg: text, last_at: now, created_at: now })
      .onConflict((oc) => oc.columns(['store_id', 'user_id']).doUpdateSet({ last_msg: text, last_at: now }))
      .returning('conversation_id')
      .executeTakeFirstOrThrow();
    const message = await trx
      .insertInto('messages')
      .values({ conversation_id, sender_kind: senderKind, body: text, created_at: now })
      .returning(['message_id', 'created_at'])
      .executeTakeFirstOrThrow();
    if (withMessage) await withMessage(trx);
    return message;
  });
  return {
    message_id: row.message_id,
    id: row.message_id,
    sender: senderKind === 'store' ? parties.store.store_name : parties.customer.username,
    msg: text,
    timestamp: row.created_at,
  };
}

/** PostgreSQL advisory lock spaces (the first key of the two-key form) for a party's messages. */
const LOCK_SPACE = { store: 7_310_001, user: 7_310_002 } as const;

/**
 * Takes both parties' message locks to the transaction's end (PostgreSQL; SQLite writes one
 * transaction at a time): store first, then customer. Whatever changes a conversation's messages
 * or its last message takes them first (adding one, the operator hiding one).
 */
export async function lockConversationParties(trx: Transaction<Database>, dialect: DialectName, storeId: number, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE.store}, ${storeId}), pg_advisory_xact_lock(${LOCK_SPACE.user}, ${userId})`.execute(trx);
}

/**
 * Sets the conversation's last message (`last_msg`, `last_at`, what the inbox shows) to its newest
 * message still shown, or '' at the conversation's start when none is left: after a message is
 * hidden. The caller holds the parties' locks (lockConversationParties), so no message is added
 * meanwhile.
 */
export async function refreshLastMessage(trx: Transaction<Database>, storeId: number, userId: number): Promise<void> {
  const latest = await trx
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.conversation_id', 'm.conversation_id')
    .select(['m.body', 'm.created_at'])
    .where('c.store_id', '=', storeId)
    .where('c.user_id', '=', userId)
    .where('m.hidden_at', 'is', null)
    .orderBy('m.message_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  await trx
    .updateTable('conversations')
    .set((eb) => (latest ? { last_msg: latest.body, last_at: latest.created_at } : { last_msg: '', last_at: eb.ref('created_at') }))
    .where('store_id', '=', storeId)
    .where('user_id', '=', userId)
    .execute();
}

function ownerMessages(db: Db, owner: Owner) {
  const query = db.selectFrom('messages as m').innerJoin('conversations as c', 'c.conversation_id', 'm.conversation_id');
  return 'store_id' in owner ? query.where('c.store_id', '=', owner.store_id) : query.where('c.user_id', '=', owner.user_id);
}

/** The id of the party's newest message (0 when none): where a new live connection starts. */
export async function latestMessageId(db: Db, owner: Owner): Promise<number> {
  const row = await ownerMessages(db, owner).select((eb) => eb.fn.max('m.message_id').as('last_id')).executeTakeFirst();
  return Number(row?.last_id ?? 0);
}

/** The party's messages after `afterId`, oldest first, as live frames. */
export async function messageEventsAfter(db: Db, owner: Owner, afterId: number, limit: number): Promise<ChatEventT[]> {
  const rows = await ownerMessages(db, owner)
    .innerJoin('stores as s', 's.store_id', 'c.store_id')
    .innerJoin('users as u', 'u.user_id', 'c.user_id')
    .select(['m.message_id', 'm.sender_kind', 'm.body', 'm.created_at', 's.store_name', 'u.username'])
    .where('m.message_id', '>', afterId)
    .where('m.hidden_at', 'is', null)
    .orderBy('m.message_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    type: 'message' as const,
    store_name: r.store_name,
    username: r.username,
    message: { message_id: r.message_id, id: r.message_id, sender: r.sender_kind === 'store' ? r.store_name : r.username, msg: r.body, timestamp: r.created_at },
  }));
}

/** The conversations of a store or a customer, newest first. */
export async function listInbox(db: Db, owner: Owner): Promise<InboxEntryT[]> {
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('stores as s', 's.store_id', 'c.store_id')
    .innerJoin('users as u', 'u.user_id', 'c.user_id')
    .select(['s.store_name', 'u.username', 'c.last_msg', 'c.last_at']);
  query = 'store_id' in owner ? query.where('c.store_id', '=', owner.store_id) : query.where('c.user_id', '=', owner.user_id);
  // Messages in the same millisecond: the one written last (highest id) decides.
  return query
    .orderBy('c.last_at', 'desc')
    .orderBy((eb) => eb.selectFrom('messages as m').select((e) => e.fn.max('m.message_id').as('last_id')).whereRef('m.conversation_id', '=', 'c.conversation_id'), 'desc')
    .execute();
}
