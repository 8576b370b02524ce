/**
 * The operator's reads and actions. Every action runs in one transaction with its `operator_audit`
 * row (the table refuses edits, so the log holds exactly the actions that committed) and with the
 * notifications it sends, which the caller writes last (`notify` collects them: a notification takes
 * its recipient's lock, held to the commit, so it must come after every row lock of the change). State changes are conditional updates (`… WHERE suspended_at IS NULL`):
 * of two operators acting at once, one changes the row and the other learns it was already done.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, OperatorAction, ReportAction, ReportReason, ReportTargetType } from '../db/types';
import type { Owner } from '../auth/owner';
import type { DialectName } from '../db/connect';
import type { NotificationInput } from '../repositories/notifications';
import { operatorNotificationTexts } from '../notifications/operator-texts';
import { describeTargets, type TargetDetail } from '../repositories/report-targets';
import { lockConversationParties, refreshLastMessage } from '../repositories/messages';
import { centsToDollars } from '../repositories/products';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

// ----- the operator's account -----

export function findOperatorSession(db: Db, operatorId: number) {
  return db.selectFrom('operators').select(['operator_id', 'operator_name', 'token_version']).where('operator_id', '=', operatorId).executeTakeFirst();
}

/** With the password hash: for sign-in only. Names are looked up regardless of case. */
export function findOperatorCredentials(db: Db, operatorName: string) {
  return db
    .selectFrom('operators')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['operator_name']), '=', eb.fn('lower', [eb.val(operatorName)])))
    .executeTakeFirst();
}

export async function createOperator(db: Db, operator: { operator_name: string; password_hash: string }): Promise<number> {
  const row = await db.insertInto('operators').values({ ...operator, created_at: new Date().toISOString() }).returning('operator_id').executeTakeFirstOrThrow();
  return row.operator_id;
}

export async function replaceOperatorPasswordHash(db: Db, operatorId: number, previous: string, next: string): Promise<void> {
  await db.updateTable('operators').set({ password_hash: next }).where('operator_id', '=', operatorId).where('password_hash', '=', previous).execute();
}

// ----- the audit -----

export interface AuditInput {
  operator_id: number;
  action: OperatorAction;
  target_type: ReportTargetType;
  target_id: number;
  reason: string;
}

/**
 * Takes the audit's write lock for the rest of the action's transaction: call it first, before any
 * other lock. Operators' actions then commit one at a time on PostgreSQL, so audit ids are handed out
 * in commit order and the newest id (the moderation version) moves with every commit. Without it, an
 * action holding id n could commit after one that took n + 1 and was already seen: the version would
 * not move for it, and a page rendered and kept in between would keep showing what it took down.
 * Reads of the audit are not blocked. SQLite writes one transaction at a time already.
 */
export async function lockAudit(trx: Trx, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`LOCK TABLE operator_audit IN EXCLUSIVE MODE`.execute(trx);
}

/** Writes the action's audit row: call it inside the action's transaction. */
export async function writeAudit(trx: Trx, entry: AuditInput): Promise<void> {
  await trx.insertInto('operator_audit').values({ ...entry, at: new Date().toISOString() }).execute();
}

export interface AuditEntry {
  id: number;
  operator_name: string;
  action: OperatorAction;
  target_type: ReportTargetType;
  target_id: number;
  reason: string;
  at: string;
}

/** The audit newest first, before `beforeId` when given; one row more than `limit` tells a next page. */
export async function listAudit(db: Db, limit: number, beforeId?: number): Promise<{ items: AuditEntry[]; hasMore: boolean }> {
  let query = db
    .selectFrom('operator_audit as a')
    .innerJoin('operators as o', 'o.operator_id', 'a.operator_id')
    .select(['a.id', 'o.operator_name', 'a.action', 'a.target_type', 'a.target_id', 'a.reason', 'a.at']);
  if (beforeId !== undefined) query = query.where('a.id', '<', beforeId);
  const rows = await query.orderBy('a.id', 'desc').limit(limit + 1).execute();
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** The newest audit id (0 when none): changes whenever a moderation action commits. */
export async function moderationVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('operator_audit').select((eb) => eb.fn.max('id').as('last_id')).executeTakeFirst();
  return Number(row?.last_id ?? 0);
}

// ----- the overview -----

export interface Overview {
  gmv: number;
  orders: number;
  new_stores: number;
  new_customers: number;
  open_reports: number;
  daily: Array<{ date: string; gmv: number; orders: number }>;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC days, today included: sales (orders not cancelled, from the daily sums), sign-ups, open reports. */
export async function overview(db: Db, days: number, now = new Date()): Promise<Overview> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const since = first.toISOString();
  const sales = await db
    .selectFrom('store_sales_daily')
    .select((eb) => ['day', eb.fn.sum<string | number>('revenue_cents').as('cents'), eb.fn.sum<string | number>('orders').as('orders')])
    .where('day', '>=', dayOf(first))
    .groupBy('day')
    .execute();
  const count = async (table: 'stores' | 'users') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow()).n);
  const openReports = await db.selectFrom('reports').select((eb) => eb.fn.countAll<string | number>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow();
  const byDay = new Map(sales.map((row) => [row.day, { cents: Number(row.cents), orders: Number(row.orders) }]));
  const daily = Array.from({ length: days }, (_, i) => {
    const date = dayOf(new Date(first.getTime() + i * 86_400_000));
    const day = byDay.get(date) ?? { cents: 0, orders: 0 };
    return { date, gmv: day.cents / 100, orders: day.orders };
  });
  const totalCents = daily.reduce((sum, day) => sum + Math.round(day.gmv * 100), 0);
  return {
    gmv: totalCents / 100,
    orders: daily.reduce((sum, day) => sum + day.orders, 0),
    new_stores: await count('stores'),
    new_customers: await count('users'),
    open_reports: Number(openReports.n),
    daily,
  };
}

// ----- the report queue -----

export interface ReportItem {
  report_id: number;
  target_type: ReportTargetType;
  target_id: number;
  target_summary: string;
  /** The target's parts for a console to write in its language; null when the target no longer exists. */
  target_detail: TargetDetail | null;
  reason: ReportReason;
  text: string;
  reporter: { kind: 'customer' | 'store'; name: string };
  created_at: string;
  status: 'open' | 'resolved';
  resolution: { action: ReportAction; note: string; operator_name: string; at: string } | null;
}

/** The queue of one status, newest first (keyset on report_id): one index range, then a few lookups per page. */
export async function listReports(db: Db, status: 'open' | 'resolved', limit: number, beforeId?: number): Promise<{ items: ReportItem[]; hasMore: boolean }> {
  let query = db
    .selectFrom('reports as r')
    .leftJoin('operators as o', 'o.operator_id', 'r.resolved_by')
    .leftJoin('users as u', (join) => join.onRef('u.user_id', '=', 'r.reporter_id').on('r.reporter_kind', '=', 'customer'))
    .leftJoin('stores as s', (join) => join.onRef('s.store_id', '=', 'r.reporter_id').on('r.reporter_kind', '=', 'store'))
    .select([
      'r.report_id', 'r.target_type', 'r.target_id', 'r.reason', 'r.text', 'r.created_at', 'r.status', 'r.reporter_kind',
      'r.resolved_action', 'r.resolution_note', 'r.resolved_at', 'o.operator_name', 'u.username', 's.store_name',
    ])
    .where('r.status', '=', status);
  if (beforeId !== undefined) query = query.where('r.report_id', '<', beforeId);
  const rows = await query.orderBy('r.report_id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const targets = await describeTargets(db, page);
  return {
    hasMore: rows.length > limit,
    items: page.map((r) => {
      const target = targets.get(`${r.target_type}:${r.target_id}`);
      return {
        report_id: r.report_id,
        target_type: r.target_type,
        target_id: r.target_id,
        target_summary: target?.summary ?? `A ${r.target_type} that no longer exists`,
        target_detail: target?.detail ?? null,
        reason: r.reason,
        text: r.text,
        reporter: { kind: r.reporter_kind, name: (r.reporter_kind === 'customer' ? r.username : r.store_name) ?? '(account deleted)' },
        created_at: r.created_at,
        status: r.status,
        resolution: r.resolved_action && r.resolved_at
          ? { action: r.resolved_action, note: r.resolution_note ?? '', operator_name: r.operator_name ?? '', at: r.resolved_at }
          : null,
      };
    }),
  };
}

export async function findReport(db: Db, reportId: number): Promise<ReportItem | undefined> {
  const row = await db.selectFrom('reports').select(['status']).where('report_id', '=', reportId).executeTakeFirst();
  if (!row) return undefined;
  return (await listReports(db, row.status, 1, reportId + 1)).items[0];
}

// ----- the stores -----

export interface OperatorStoreItem {
  store_id: number;
  store_name: string;
  full_location: string;
  bio: string;
  img: string;
  status: 'active' | 'suspended';
  products_count: number;
  orders_count: number;
  suspended_reason: string | null;
}

/** Stores newest first, by a piece of the name and by status, with their counts. */
export async function listStores(
  db: Db,
  filter: { q?: string; status?: 'active' | 'suspended' },
  limit: number,
  beforeId?: number,
): Promise<{ items: OperatorStoreItem[]; hasMore: boolean }> {
  let query = db
    .selectFrom('stores as s')
    .select((eb) => [
      's.store_id', 's.store_name', 's.full_location', 's.bio', 's.img', 's.suspended_at', 's.suspended_reason',
      eb.selectFrom('products as p').select((e) => e.fn.countAll<string | number>().as('n')).whereRef('p.store_id', '=', 's.store_id').as('products_count'),
      eb.selectFrom('orders as o').select((e) => e.fn.countAll<string | number>().as('n')).whereRef('o.store_id', '=', 's.store_id').as('orders_count'),
    ]);
  const q = filter.q?.trim();
  if (q) query = query.where(sql<boolean>`lower(s.store_name) LIKE ${`%${escapeLike(q.toLowerCase())}%`} ESCAPE '\\'`);
  if (filter.status === 'active') query = query.where('s.suspended_at', 'is', null);
  if (filter.status === 'suspended') query = query.where('s.suspended_at', 'is not', null);
  if (beforeId !== undefined) query = query.where('s.store_id', '<', beforeId);
  const rows = await query.orderBy('s.store_id', 'desc').limit(limit + 1).execute();
  return {
    hasMore: rows.length > limit,
    items: rows.slice(0, limit).map(({ suspended_at, products_count, orders_count, ...store }) => ({
      ...store,
      status: suspended_at === null ? 'active' : 'suspended',
      products_count: Number(products_count ?? 0),
      orders_count: Number(orders_count ?? 0),
    })),
  };
}

// ----- the products -----

export interface OperatorProductItem {
  product_id: number;
  name: string;
  price: number;
  img: string;
  store_id: number;
  store_name: string;
  status: 'listed' | 'taken_down' | 'store_suspended';
  taken_down_reason: string | null;
  taken_down_at: string | null;
}

/**
 * Products newest first, listed or not, by status (listed: shown to shoppers; taken_down: by an
 * operator) and by store. Each filter walks an index in product id order: every product the primary
 * key, a store's `products_store_id_product_id`, the taken-down ones `products_taken_down`.
 */
export async function listProducts(
  db: Db,
  filter: { status?: 'listed' | 'taken_down'; storeId?: number },
  limit: number,
  beforeId?: number,
): Promise<{ items: OperatorProductItem[]; hasMore: boolean }> {
  let query = db
    .selectFrom('products as p')
    .innerJoin('stores as s', 's.store_id', 'p.store_id')
    .select(['p.product_id', 'p.name', 'p.price_cents', 'p.img', 'p.store_id', 's.store_name', 'p.taken_down_at', 'p.taken_down_reason', 's.suspended_at']);
  if (filter.status === 'listed') query = query.where('p.listed', '=', 1);
  if (filter.status === 'taken_down') query = query.where('p.taken_down_at', 'is not', null);
  if (filter.storeId !== undefined) query = query.where('p.store_id', '=', filter.storeId);
  if (beforeId !== undefined) query = query.where('p.product_id', '<', beforeId);
  const rows = await query.orderBy('p.product_id', 'desc').limit(limit + 1).execute();
  return {
    hasMore: rows.length > limit,
    items: rows.slice(0, limit).map((row) => ({
      product_id: row.product_id,
      name: row.name,
      price: centsToDollars(row.price_cents),
      img: row.img,
      store_id: row.store_id,
      store_name: row.store_name,
      status: row.taken_down_at !== null ? 'taken_down' : row.suspended_at !== null ? 'store_suspended' : 'listed',
      taken_down_reason: row.taken_down_reason,
      taken_down_at: row.taken_down_at,
    })),
  };
}

/** `%` and `_` in a search text match themselves (escaped with `\`, named in the LIKE's ESCAPE). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ----- the actions -----

/** Why an action did not happen. */
export type ActionRefusal = 'not_found' | 'already';

export class ActionRefused extends Error {
  constructor(readonly refusal: ActionRefusal) {
    super(refusal);
    this.name = 'ActionRefused';
  }
}

export interface ActionContext {
  trx: Trx;
  /** For the few steps that differ (hideMessage's locks). */
  dialect: DialectName;
  /** Collects a notification, written after the action's row changes (in the same transaction). */
  notify: (recipient: Owner, input: NotificationInput) => void;
  operatorId: number;
  reason: string;
}

const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

async function storeOf(trx: Trx, storeId: number) {
  return trx.selectFrom('stores').select(['store_id', 'store_name', 'suspended_at']).where('store_id', '=', storeId).executeTakeFirst();
}

/** Suspends the store: its products unlisted, the store told, each buyer of a pending order told they may cancel. */
export async function suspendStore({ trx, notify, operatorId, reason }: ActionContext, storeId: number): Promise<void> {
  const now = new Date().toISOString();
  const result = await trx.updateTable('stores').set({ suspended_at: now, suspended_reason: reason }).where('store_id', '=', storeId).where('suspended_at', 'is', null).executeTakeFirst();
  if (!changed(result)) throw new ActionRefused((await storeOf(trx, storeId)) ? 'already' : 'not_found');
  await trx.updateTable('products').set({ listed: 0 }).where('store_id', '=', storeId).where('listed', '=', 1).execute();
  await writeAudit(trx, { operator_id: operatorId, action: 'suspend_store', target_type: 'store', target_id: storeId, reason });
  const store = (await storeOf(trx, storeId))!;
  const pending = await trx.selectFrom('orders').select(['order_id', 'user_id', 'name', 'quantity']).where('store_id', '=', storeId).where('status', '=', 'pending').orderBy('order_id').execute();
  for (const order of pending) notify({ user_id: order.user_id }, operatorNotificationTexts.pendingOrderOfSuspendedStore({ ...order, store_name: store.store_name }));
  notify({ store_id: storeId }, operatorNotificationTexts.storeAction('suspend_store', store, reason));
}

/** Reinstates the store: its products not taken down listed again. */
export async function reinstateStore({ trx, notify, operatorId, reason }: ActionContext, storeId: number): Promise<void> {
  const result = await trx.updateTable('stores').set({ suspended_at: null, suspended_reason: null }).where('store_id', '=', storeId).where('suspended_at', 'is not', null).executeTakeFirst();
  if (!changed(result)) throw new ActionRefused((await storeOf(trx, storeId)) ? 'already' : 'not_found');
  await trx.updateTable('products').set({ listed: 1 }).where('store_id', '=', storeId).where('taken_down_at', 'is', null).execute();
  await writeAudit(trx, { operator_id: operatorId, action: 'reinstate_store', target_type: 'store', target_id: storeId, reason });
  notify({ store_id: storeId }, operatorNotificationTexts.storeAction('reinstate_store', (await storeOf(trx, storeId))!, reason));
}

async function productOf(trx: Trx, productId: number) {
  return trx
    .selectFrom('products as p')
    .innerJoin('stores as s', 's.store_id', 'p.store_id')
    .select(['p.product_id', 'p.name', 'p.store_id', 's.store_name', 's.suspended_at'])
    .where('p.product_id', '=', productId)
    .executeTakeFirst();
}

export async function takeDownProduct({ trx, notify, operatorId, reason }: ActionContext, productId: number): Promise<void> {
  const now = new Date().toISOString();
  const result = await trx
    .updateTable('products')
    .set({ listed: 0, taken_down_at: now, taken_down_reason: reason })
    .where('product_id', '=', productId)
    .where('taken_down_at', 'is', null)
    .executeTakeFirst();
  const product = await productOf(trx, productId);
  if (!changed(result)) throw new ActionRefused(product ? 'already' : 'not_found');
  await writeAudit(trx, { operator_id: operatorId, action: 'take_down_product', target_type: 'product', target_id: productId, reason });
  notify({ store_id: product!.store_id }, operatorNotificationTexts.storeAction('take_down_product', product!, reason, product!));
}

/** Restores a taken-down product: listed again unless its store is suspended. */
export async function restoreProduct({ trx, notify, operatorId, reason }: ActionContext, productId: number): Promise<void> {
  const product = await productOf(trx, productId);
  if (!product) throw new ActionRefused('not_found');
  const result = await trx
    .updateTable('products')
    .set({ listed: product.suspended_at === null ? 1 : 0, taken_down_at: null, taken_down_reason: null })
    .where('product_id', '=', productId)
    .where('taken_down_at', 'is not', null)
    .executeTakeFirst();
  if (!changed(result)) throw new ActionRefused('already');
  await writeAudit(trx, { operator_id: operatorId, action: 'restore_product', target_type: 'product', target_id: productId, reason });
  notify({ store_id: product.store_id }, operatorNotificationTexts.storeAction('restore_product', product, reason, product));
}

export async function removeReview({ trx, operatorId, reason }: ActionContext, reviewId: number): Promise<void> {
  const result = await trx.updateTable('reviews').set({ removed_at: new Date().toISOString() }).where('review_id', '=', reviewId).where('removed_at', 'is', null).executeTakeFirst();
  if (!changed(result)) {
    const exists = await trx.selectFrom('reviews').select('review_id').where('review_id', '=', reviewId).executeTakeFirst();
    throw new ActionRefused(exists ? 'already' : 'not_found');
  }
  await writeAudit(trx, { operator_id: operatorId, action: 'remove_review', target_type: 'review', target_id: reviewId, reason });
}

/**
 * Hides a message from everyone, its text gone from both parties' inboxes too (refreshLastMessage).
 * The parties' message locks (as addMessage takes them) keep a message sent meanwhile either seen
 * here or written after, its own text then the last.
 */
export async function hideMessage({ trx, dialect, operatorId, reason }: ActionContext, messageId: number): Promise<void> {
  const message = await trx
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.conversation_id', 'm.conversation_id')
    .select(['c.store_id', 'c.user_id'])
    .where('m.message_id', '=', messageId)
    .executeTakeFirst();
  if (!message) throw new ActionRefused('not_found');
  await lockConversationParties(trx, dialect, message.store_id, message.user_id);
  const result = await trx.updateTable('messages').set({ hidden_at: new Date().toISOString() }).where('message_id', '=', messageId).where('hidden_at', 'is', null).executeTakeFirst();
  if (!changed(result)) throw new ActionRefused('already');
  await refreshLastMessage(trx, message.store_id, message.user_id);
  await writeAudit(trx, { operator_id: operatorId, action: 'hide_message', target_type: 'message', target_id: messageId, reason });
}

const TAKE_DOWN: Record<ReportTargetType, (context: ActionContext, targetId: number) => Promise<void>> = {
  product: takeDownProduct,
  store: suspendStore,
  review: removeReview,
  message: hideMessage,
};

/**
 * Resolves a report. `dismiss` resolves it alone; `take_down` takes its target down (unless it is
 * down already) and resolves every open report of that target. Each reporter is told the outcome.
 * Throws ActionRefused: not_found (no such report, or its target is gone), already (resolved).
 */
export async function resolveReport(context: ActionContext, reportId: number, action: ReportAction): Promise<{ store_id?: number }> {
  const { trx, notify, operatorId, reason: note } = context;
  const report = await trx.selectFrom('reports').selectAll().where('report_id', '=', reportId).executeTakeFirst();
  if (!report) throw new ActionRefused('not_found');
  if (report.status !== 'open') throw new ActionRefused('already');
  const now = new Date().toISOString();
  const resolution = { status: 'resolved' as const, resolved_action: action, resolution_note: note, resolved_by: operatorId, resolved_at: now };
  let resolved: Array<{ report_id: number; reporter_kind: 'customer' | 'store'; reporter_id: number }>;
  if (action === 'dismiss') {
    resolved = await trx.updateTable('reports').set(resolution).where('report_id', '=', reportId).where('status', '=', 'open').returning(['report_id', 'reporter_kind', 'reporter_id']).execute();
    if (resolved.length === 0) throw new ActionRefused('already');
    await writeAudit(trx, { operator_id: operatorId, action: 'dismiss_report', target_type: report.target_type, target_id: report.target_id, reason: note });
  } else {
    try {
      await TAKE_DOWN[report.target_type](context, report.target_id);
    } catch (error) {
      // Already down (another report, or a direct action): the reports are still resolved.
      if (!(error instanceof ActionRefused && error.refusal === 'already')) throw error;
    }
    resolved = await trx
      .updateTable('reports')
      .set(resolution)
      .where('target_type', '=', report.target_type)
      .where('target_id', '=', report.target_id)
      .where('status', '=', 'open')
      .returning(['report_id', 'reporter_kind', 'reporter_id'])
      .execute();
    if (!resolved.some((r) => r.report_id === reportId)) throw new ActionRefused('already');
  }
  for (const r of resolved.sort((a, b) => a.report_id - b.report_id)) {
    const recipient: Owner = r.reporter_kind === 'customer' ? { user_id: r.reporter_id } : { store_id: r.reporter_id };
    const exists = await (r.reporter_kind === 'customer'
      ? trx.selectFrom('users').select('user_id as id').where('user_id', '=', r.reporter_id)
      : trx.selectFrom('stores').select('store_id as id').where('store_id', '=', r.reporter_id)
    ).executeTakeFirst();
    if (!exists) continue;
    notify(recipient, operatorNotificationTexts.reportResolved({
      report_id: r.report_id, target_type: report.target_type, target_id: report.target_id, outcome: action, note,
    }));
  }
  return report.target_type === 'store' && action === 'take_down' ? { store_id: report.target_id } : {};
}
