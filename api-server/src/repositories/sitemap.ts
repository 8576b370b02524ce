/**
 * The keys of the public product and store pages, read in id order a keyset page at a time: only
 * listed products and stores not suspended (what shoppers may open).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;
export type SitemapKind = 'product' | 'store';

export interface SitemapKey {
  id: number;
  key: string;
}

/** Rows read per query: memory stays at one page whatever the catalogue's size. */
export const SITEMAP_PAGE_ROWS = 1_000;

async function keysAfter(db: Db, kind: SitemapKind, after: number, until: number | undefined, rows: number): Promise<SitemapKey[]> {
  if (kind === 'product') {
    let query = db.selectFrom('products').select('product_id as id').where('product_id', '>', after).where('listed', '=', 1);
    if (until !== undefined) query = query.where('product_id', '<=', until);
    const found = await query.orderBy('product_id').limit(rows).execute();
    return found.map(({ id }) => ({ id, key: String(id) }));
  }
  let query = db.selectFrom('stores').select(['store_id as id', 'store_name as key']).where('store_id', '>', after).where('suspended_at', 'is', null);
  if (until !== undefined) query = query.where('store_id', '<=', until);
  return query.orderBy('store_id').limit(rows).execute();
}

/**
 * Up to `limit` keys with ids in (after, until], yielded as each keyset page is read; `done` learns
 * the last id and whether more keys follow, once the generator has finished.
 */
export async function* sitemapKeys(
  db: Db,
  kind: SitemapKind,
  { after, until, limit }: { after: number; until?: number; limit: number },
  done: (result: { lastId: number | null; hasMore: boolean }) => void,
): AsyncGenerator<SitemapKey> {
  let lastId: number | null = null;
  let left = limit;
  while (left > 0) {
    const want = Math.min(SITEMAP_PAGE_ROWS, left);
    const page = await keysAfter(db, kind, lastId ?? after, until, want);
    for (const key of page) yield key;
    if (page.length > 0) lastId = page[page.length - 1].id;
    left -= page.length;
    if (page.length < want) {
      done({ lastId, hasMore: false });
      return;
    }
  }
  const next = lastId === null ? [] : await keysAfter(db, kind, lastId, until, 1);
  done({ lastId, hasMore: next.length > 0 });
}

/** How many pages of a kind there are, and the highest id (the sitemap index's ranges). */
export async function sitemapTotals(db: Db, kind: SitemapKind): Promise<{ total: number; max_id: number }> {
  const row =
    kind === 'product'
      ? await db.selectFrom('products').select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.max('product_id').as('max_id')]).where('listed', '=', 1).executeTakeFirst()
      : await db.selectFrom('stores').select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.max('store_id').as('max_id')]).where('suspended_at', 'is', null).executeTakeFirst();
  return { total: Number(row?.total ?? 0), max_id: Number(row?.max_id ?? 0) };
}
