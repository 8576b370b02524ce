/**
 * What a report points at: whether it exists for the reporter (reports/add), and a short text an
 * operator reads in the queue (`target_summary`, in English) with its parts (`target_detail`, which
 * the console writes in the page's language). Both are read in one query per target type for a whole page.
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

/**
 * What an operator reads of a target, in the words of no language: the names and text a console
 * writes into its own sentences. Fields that do not apply to the target's type are null.
 */
export interface TargetDetail {
  /** The product's name (a product, and the product a review is of) or the store's name (a store), on one line. */
  name: string | null;
  /** The product's id (a product, and the product a review is of), for a console to link to the page it is shown on. */
  product_id: number | null;
  /** The product's store, the review's author, the message's sender. */
  by: string | null;
  /** The message's recipient. */
  to: string | null;
  /** The review's stars, 1–5. */
  rating: number | null;
  /** The review's or the message's text, shortened to one line. */
  excerpt: string | null;
  /** The product taken down, the store suspended, the review removed, the message hidden. */
  taken_down: boolean;
}

/** A target as the queue shows it: the English summary (`target_summary`) and its parts (`target_detail`). */
export interface TargetDescription {
  summary: string;
  detail: TargetDetail;
}

const detailOf = (fields: Partial<TargetDetail> & Pick<TargetDetail, 'taken_down'>): TargetDetail => ({ name: null, product_id: null, by: null, to: null, rating: null, excerpt: null, ...fields });

/**
 * `"<type>:<id>"` → summary and detail, for the targets of a page of reports (missing targets are
 * left out): one query per target type, both read from the same rows.
 */
export async function describeTargets(db: Db, reports: ReadonlyArray<{ target_type: ReportTargetType; target_id: number }>): Promise<Map<string, TargetDescription>> {
  const ids = (type: ReportTargetType) => [...new Set(reports.filter((r) => r.target_type === type).map((r) => r.target_id))];
  const described = new Map<string, TargetDescription>();
  const products = ids('product');
  if (products.length) {
    const rows = await db
      .selectFrom('products as p').innerJoin('stores as s', 's.store_id', 'p.store_id')
      .select(['p.product_id', 'p.name', 's.store_name', 'p.taken_down_at']).where('p.product_id', 'in', products).execute();
    for (const r of rows) {
      const name = shorten(r.name);
      described.set(`product:${r.product_id}`, {
        summary: `Product "${name}" by ${r.store_name}${r.taken_down_at ? ' (taken down)' : ''}`,
        detail: detailOf({ name, product_id: r.product_id, by: r.store_name, taken_down: r.taken_down_at !== null }),
      });
    }
  }
  const stores = ids('store');
  if (stores.length) {
    const rows = await db.selectFrom('stores').select(['store_id', 'store_name', 'suspended_at']).where('store_id', 'in', stores).execute();
    for (const r of rows) {
      described.set(`store:${r.store_id}`, {
        summary: `Store ${r.store_name}${r.suspended_at ? ' (suspended)' : ''}`,
        detail: detailOf({ name: r.store_name, taken_down: r.suspended_at !== null }),
      });
    }
  }
  const reviews = ids('review');
  if (reviews.length) {
    const rows = await db
      .selectFrom('reviews as r').innerJoin('users as u', 'u.user_id', 'r.user_id').innerJoin('products as p', 'p.product_id', 'r.product_id')
      .select(['r.review_id', 'r.rating', 'r.text', 'r.removed_at', 'u.username', 'p.product_id', 'p.name']).where('r.review_id', 'in', reviews).execute();
    for (const r of rows) {
      const [name, excerpt] = [shorten(r.name), shorten(r.text)];
      described.set(`review:${r.review_id}`, {
        summary: `Review by ${r.username} of "${name}" (${r.rating}/5)${r.removed_at ? ' (removed)' : ''}: ${excerpt}`,
        detail: detailOf({ name, product_id: r.product_id, by: r.username, rating: r.rating, excerpt, taken_down: r.removed_at !== null }),
      });
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
      const excerpt = shorten(r.body);
      described.set(`message:${r.message_id}`, {
        summary: `Message from ${from} to ${to}${r.hidden_at ? ' (hidden)' : ''}: ${excerpt}`,
        detail: detailOf({ by: from, to, excerpt, taken_down: r.hidden_at !== null }),
      });
    }
  }
  return described;
}
