/**
 * What a report points at: whether it exists for the reporter (reports/add), and a short text an
 * operator reads in the queue (`target_summary`). Summaries are read in one query per target type
 * for a whole page.
 */
import type { Kysely } from 'kysely';
import type { Database, ReportTargetType } from '../db/types';
import type { Owner } from '../auth/owner';

type Db = Kysely<Database>;

const SUMMARY_TEXT_CHARS = 80;

/** At most `SUMMARY_TEXT_CHARS` characters on one line. */
export function shorten(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= SUMMARY_TEXT_CHARS ? chars.join('') : `${chars.slice(0, SUMMARY_TEXT_CHARS - 1).join('')}…`;
}

/**
 * Whether the reporter may report this target: a product, a store or a review that exists; a
 * message of one of the reporter's own conversations (another's messages are not theirs to see,
 * so they answer as missing too).
 */
export async function reportableTargetExists(db: Db, reporter: Owner, type: ReportTargetType, id: number): Promise<boolean> {
  switch (type) {
    case 'product':
      return !!(await db.selectFrom('products').select('product_id').where('product_id', '=', id).executeTakeFirst());
    case 'store':
      return !!(await db.selectFrom('stores').select('store_id').where('store_id', '=', id).executeTakeFirst());
    case 'review':
      return !!(await db.selectFrom('reviews').select('review_id').where('review_id', '=', id).where('removed_at', 'is', null).executeTakeFirst());
    case 'message': {
      let query = db.selectFrom('messages as m').innerJoin('conversations as c', 'c.conversation_id', 'm.conversation_id').select('m.message_id').where('m.message_id', '=', id);
      query = 'user_id' in reporter ? query.where('c.user_id', '=', reporter.user_id) : query.where('c.store_id', '=', reporter.store_id);
      return !!(await query.executeTakeFirst());
    }
  }
}

/** `"<type>:<id>"` → summary, for the targets of a page of reports (missing targets are left out). */
export async function targetSummaries(db: Db, reports: ReadonlyArray<{ target_type: ReportTargetType; target_id: number }>): Promise<Map<string, string>> {
  const ids = (type: ReportTargetType) => [...new Set(reports.filter((r) => r.target_type === type).map((r) => r.target_id))];
  const summaries = new Map<string, string>();
  const products = ids('product');
  if (products.length) {
    const rows = await db
      .selectFrom('products as p').innerJoin('stores as s', 's.store_id', 'p.store_id')
      .select(['p.product_id', 'p.name', 's.store_name', 'p.taken_down_at']).where('p.product_id', 'in', products).execute();
    for (const r of rows) summaries.set(`product:${r.product_id}`, `Product "${shorten(r.name)}" by ${r.store_name}${r.taken_down_at ? ' (taken down)' : ''}`);
  }
  const stores = ids('store');
  if (stores.length) {
    const rows = await db.selectFrom('stores').select(['store_id', 'store_name', 'suspended_at']).where('store_id', 'in', stores).execute();
    for (const r of rows) summaries.set(`store:${r.store_id}`, `Store ${r.store_name}${r.suspended_at ? ' (suspended)' : ''}`);
  }
  const reviews = ids('review');
  if (reviews.length) {
    const rows = await db
      .selectFrom('reviews as r').innerJoin('users as u', 'u.user_id', 'r.user_id').innerJoin('products as p', 'p.product_id', 'r.product_id')
      .select(['r.review_id', 'r.rating', 'r.text', 'r.removed_at', 'u.username', 'p.name']).where('r.review_id', 'in', reviews).execute();
    for (const r of rows) {
      summaries.set(`review:${r.review_id}`, `Review by ${r.username} of "${shorten(r.name)}" (${r.rating}/5)${r.removed_at ? ' (removed)' : ''}: ${shorten(r.text)}`);
    }
  }
  const messages = ids('message');
  if (messages.length) {
    const rows = await db
      .selectFrom('messages as m').innerJoin('conversations as c', 'c.conversation_id', 'm.conversation_id')
      .innerJoin('stores as s', 's.store_id', 'c.store_id').innerJoin('users as u', 'u.user_id', 'c.user_id')
      .select(['m.message_id', 'm.sender_kind', 'm.body', 'm.hidden_at', 's.store_name', 'u.username']).where('m.message_id', 'in', messages).execute();
    for (const r of rows) {
      const [from, to] = r.sender_kind === 'store' ? [r.store_name, r.username] : [r.username, r.store_name];
      summaries.set(`message:${r.message_id}`, `Message from ${from} to ${to}${r.hidden_at ? ' (hidden)' : ''}: ${shorten(r.body)}`);
    }
  }
  return summaries;
}
