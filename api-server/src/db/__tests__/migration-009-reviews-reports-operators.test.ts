/** Migration 009 (reviews, reports, operators, audit) on a database that already holds notifications and products. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../connect';
import { migrateToLatest } from '../migrate';
import { createPgSchema, dropPgSchema, PG_SKIPPED_TITLE, TEST_DATABASE_URL } from '../../../test/helpers/database';

jest.setTimeout(30_000);

const CHECK_FAILED = { sqlite: 'SQLITE_CONSTRAINT_CHECK', postgres: '23514' } as const;
const NOT_UNIQUE = { sqlite: 'SQLITE_CONSTRAINT_UNIQUE', postgres: '23505' } as const;

describe.each(['sqlite', 'postgres'] as const)('migration 009 (reviews, reports, operators, audit) [%s]', (kind) => {
  if (kind === 'postgres' && !TEST_DATABASE_URL) {
    it.skip(PG_SKIPPED_TITLE, () => undefined);
    return;
  }
  let handle: DatabaseHandle;
  let dataDir: string;
  let schema: string | undefined;
  const at = '2026-01-02T03:04:05.000Z';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migration-009-'));
    if (kind === 'postgres') schema = await createPgSchema();
    handle = openDatabase({ databaseUrl: kind === 'postgres' ? TEST_DATABASE_URL! : null, dataDir, pgSchema: schema, poolSize: 2 });
    await migrateToLatest(handle);
    const db = handle.db;
    await db.insertInto('users').values([1, 2].map((n) => ({ username: `buyer_${n}`, password_hash: 'x', full_location: 'x', created_at: at }))).execute();
    await db.insertInto('stores').values({ store_name: 'shop', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    const product = (name: string) => ({ store_id: 1, name, description: 'x', price_cents: 500, stock: 3, country: 'Japan', img: '/p.webp', created_at: at });
    await db.insertInto('products').values([product('Bowl'), product('Cup')]).execute();
  });

  afterAll(async () => {
    await handle.close();
    if (schema) await dropPgSchema(schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const review = (product_id: number, user_id: number, rating: number) => ({ product_id, store_id: 1, user_id, rating, text: 'ok', created_at: at, updated_at: at });
  const sums = async () => ({
    products: await handle.db.selectFrom('products').select(['product_id', 'rating_sum', 'rating_count', 'listed']).orderBy('product_id').execute(),
    store: await handle.db.selectFrom('stores').select(['rating_sum', 'rating_count']).executeTakeFirstOrThrow(),
  });

  it('keeps the products\' and the store\'s rating sums equal to the reviews not removed, whatever changes them', async () => {
    await handle.db.insertInto('reviews').values([review(1, 1, 5), review(1, 2, 2), review(2, 1, 4)]).execute();
    expect(await sums()).toEqual({
      products: [{ product_id: 1, rating_sum: 7, rating_count: 2, listed: 1 }, { product_id: 2, rating_sum: 4, rating_count: 1, listed: 1 }],
      store: { rating_sum: 11, rating_count: 3 },
    });
    await handle.db.updateTable('reviews').set({ rating: 3 }).where('review_id', '=', 1).execute();
    await handle.db.updateTable('reviews').set({ removed_at: at }).where('review_id', '=', 2).execute();
    await handle.db.updateTable('reviews').set({ text: 'edited', reply_text: 'thanks' }).where('review_id', '=', 3).execute();
    await handle.db.updateTable('reviews').set({ removed_at: at }).where('review_id', '=', 2).execute();
    expect(await sums()).toEqual({
      products: [{ product_id: 1, rating_sum: 3, rating_count: 1, listed: 1 }, { product_id: 2, rating_sum: 4, rating_count: 1, listed: 1 }],
      store: { rating_sum: 7, rating_count: 2 },
    });
    await handle.db.deleteFrom('reviews').where('review_id', 'in', [1, 2]).execute();
    expect((await sums()).store).toEqual({ rating_sum: 4, rating_count: 1 });
    await handle.db.updateTable('reviews').set({ removed_at: null }).where('review_id', '=', 3).execute();
    expect((await sums()).store).toEqual({ rating_sum: 4, rating_count: 1 });
  });

  it('refuses a second review of a product by the same customer and a rating outside 1–5', async () => {
    await expect(handle.db.insertInto('reviews').values(review(2, 1, 1)).execute()).rejects.toHaveProperty('code', NOT_UNIQUE[kind]);
    await expect(handle.db.insertInto('reviews').values(review(2, 2, 6)).execute()).rejects.toHaveProperty('code', CHECK_FAILED[kind]);
    await expect(handle.db.insertInto('reviews').values(review(2, 2, 0)).execute()).rejects.toHaveProperty('code', CHECK_FAILED[kind]);
  });

  it('holds one open report per reporter and target, and any number resolved', async () => {
    const report = { reporter_kind: 'customer' as const, reporter_id: 1, target_type: 'product' as const, target_id: 1, reason: 'counterfeit' as const, text: 'fake', created_at: at };
    await handle.db.insertInto('reports').values(report).execute();
    await expect(handle.db.insertInto('reports').values(report).execute()).rejects.toHaveProperty('code', NOT_UNIQUE[kind]);
    await handle.db.updateTable('reports').set({ status: 'resolved', resolved_action: 'dismiss' }).execute();
    await handle.db.insertInto('reports').values(report).execute();
    await expect(handle.db.insertInto('reports').values({ ...report, reporter_id: 2, reason: 'boring' as never }).execute()).rejects.toHaveProperty('code', CHECK_FAILED[kind]);
  });

  it('never lets an audit row be edited or deleted', async () => {
    await handle.db.insertInto('operators').values({ operator_name: 'op', password_hash: 'x', created_at: at }).execute();
    await handle.db.insertInto('operator_audit').values({ operator_id: 1, action: 'take_down_product', target_type: 'product', target_id: 1, reason: 'fake', at }).execute();
    await expect(handle.db.updateTable('operator_audit').set({ reason: 'changed' }).execute()).rejects.toHaveProperty('message', expect.stringContaining('operator_audit rows are never edited'));
    await expect(handle.db.deleteFrom('operator_audit').execute()).rejects.toHaveProperty('message', expect.stringContaining('operator_audit rows are never edited'));
    expect(await handle.db.selectFrom('operator_audit').select('reason').execute()).toEqual([{ reason: 'fake' }]);
  });

  it('accepts the new notification kinds and still refuses unknown ones', async () => {
    const notification = (kind: string) => sql`INSERT INTO notifications (store_id, kind, text, link, created_at) VALUES (1, ${kind}, 't', '/', ${at})`;
    for (const known of ['review', 'review_reply', 'report_resolved', 'operator_action', 'order_placed']) await notification(known).execute(handle.db);
    await expect(notification('gossip').execute(handle.db)).rejects.toHaveProperty('code', CHECK_FAILED[kind]);
    await expect(sql`INSERT INTO notifications (user_id, store_id, kind, text, link, created_at) VALUES (1, 1, 'review', 't', '/', ${at})`.execute(handle.db)).rejects.toHaveProperty('code', CHECK_FAILED[kind]);
  });
});
