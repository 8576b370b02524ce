/** Migration 009 (reviews, reports, operators, audit) on a database that already holds notifications and products. */
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';

const CHECK_FAILED = { sqlite: 'SQLITE_CONSTRAINT_CHECK', postgres: '23514' } as const;
const NOT_UNIQUE = { sqlite: 'SQLITE_CONSTRAINT_UNIQUE', postgres: '23505' } as const;

describeMigrationOnEachDialect('009-reviews-reports-operators', 'migration 009 (reviews, reports, operators, audit)', (t) => {
  const at = '2026-01-02T03:04:05.000Z';

  beforeAll(async () => {
    await migrateToLatest(t.database);
    const db = t.db;
    await db.insertInto('users').values([1, 2].map((n) => ({ username: `buyer_${n}`, password_hash: 'x', full_location: 'x', created_at: at }))).execute();
    await db.insertInto('stores').values({ store_name: 'shop', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    const product = (name: string) => ({ store_id: 1, name, description: 'x', price_cents: 500, stock: 3, country: 'Japan', img: '/p.webp', created_at: at });
    await db.insertInto('products').values([product('Bowl'), product('Cup')]).execute();
  });

  const review = (product_id: number, user_id: number, rating: number) => ({ product_id, store_id: 1, user_id, rating, text: 'ok', created_at: at, updated_at: at });
  const sums = async () => ({
    products: await t.db.selectFrom('products').select(['product_id', 'rating_sum', 'rating_count', 'listed']).orderBy('product_id').execute(),
    store: await t.db.selectFrom('stores').select(['rating_sum', 'rating_count']).executeTakeFirstOrThrow(),
  });

  it('keeps the products\' and the store\'s rating sums equal to the reviews not removed, whatever changes them', async () => {
    await t.db.insertInto('reviews').values([review(1, 1, 5), review(1, 2, 2), review(2, 1, 4)]).execute();
    expect(await sums()).toEqual({
      products: [{ product_id: 1, rating_sum: 7, rating_count: 2, listed: 1 }, { product_id: 2, rating_sum: 4, rating_count: 1, listed: 1 }],
      store: { rating_sum: 11, rating_count: 3 },
    });
    await t.db.updateTable('reviews').set({ rating: 3 }).where('review_id', '=', 1).execute();
    await t.db.updateTable('reviews').set({ removed_at: at }).where('review_id', '=', 2).execute();
    await t.db.updateTable('reviews').set({ text: 'edited', reply_text: 'thanks' }).where('review_id', '=', 3).execute();
    await t.db.updateTable('reviews').set({ removed_at: at }).where('review_id', '=', 2).execute();
    expect(await sums()).toEqual({
      products: [{ product_id: 1, rating_sum: 3, rating_count: 1, listed: 1 }, { product_id: 2, rating_sum: 4, rating_count: 1, listed: 1 }],
      store: { rating_sum: 7, rating_count: 2 },
    });
    await t.db.deleteFrom('reviews').where('review_id', 'in', [1, 2]).execute();
    expect((await sums()).store).toEqual({ rating_sum: 4, rating_count: 1 });
    await t.db.updateTable('reviews').set({ removed_at: null }).where('review_id', '=', 3).execute();
    expect((await sums()).store).toEqual({ rating_sum: 4, rating_count: 1 });
  });

  it('refuses a second review of a product by the same customer and a rating outside 1–5', async () => {
    await expect(t.db.insertInto('reviews').values(review(2, 1, 1)).execute()).rejects.toHaveProperty('code', NOT_UNIQUE[t.kind]);
    await expect(t.db.insertInto('reviews').values(review(2, 2, 6)).execute()).rejects.toHaveProperty('code', CHECK_FAILED[t.kind]);
    await expect(t.db.insertInto('reviews').values(review(2, 2, 0)).execute()).rejects.toHaveProperty('code', CHECK_FAILED[t.kind]);
  });

  it('holds one open report per reporter and target, and any number resolved', async () => {
    const report = { reporter_kind: 'customer' as const, reporter_id: 1, target_type: 'product' as const, target_id: 1, reason: 'counterfeit' as const, text: 'fake', created_at: at };
    await t.db.insertInto('reports').values(report).execute();
    await expect(t.db.insertInto('reports').values(report).execute()).rejects.toHaveProperty('code', NOT_UNIQUE[t.kind]);
    await t.db.updateTable('reports').set({ status: 'resolved', resolved_action: 'dismiss' }).execute();
    await t.db.insertInto('reports').values(report).execute();
    await expect(t.db.insertInto('reports').values({ ...report, reporter_id: 2, reason: 'boring' as never }).execute()).rejects.toHaveProperty('code', CHECK_FAILED[t.kind]);
  });

  it('never lets an audit row be edited or deleted', async () => {
    await t.db.insertInto('operators').values({ operator_name: 'op', password_hash: 'x', created_at: at }).execute();
    await t.db.insertInto('operator_audit').values({ operator_id: 1, action: 'take_down_product', target_type: 'product', target_id: 1, reason: 'fake', at }).execute();
    await expect(t.db.updateTable('operator_audit').set({ reason: 'changed' }).execute()).rejects.toHaveProperty('message', expect.stringContaining('operator_audit rows are never edited'));
    await expect(t.db.deleteFrom('operator_audit').execute()).rejects.toHaveProperty('message', expect.stringContaining('operator_audit rows are never edited'));
    expect(await t.db.selectFrom('operator_audit').select('reason').execute()).toEqual([{ reason: 'fake' }]);
  });

  it('accepts the new notification kinds and still refuses unknown ones', async () => {
    const notification = (kind: string) => sql`INSERT INTO notifications (store_id, kind, text, link, created_at) VALUES (1, ${kind}, 't', '/', ${at})`;
    for (const known of ['review', 'review_reply', 'report_resolved', 'operator_action', 'order_placed']) await notification(known).execute(t.db);
    await expect(notification('gossip').execute(t.db)).rejects.toHaveProperty('code', CHECK_FAILED[t.kind]);
    await expect(sql`INSERT INTO notifications (user_id, store_id, kind, text, link, created_at) VALUES (1, 1, 'review', 't', '/', ${at})`.execute(t.db)).rejects.toHaveProperty('code', CHECK_FAILED[t.kind]);
  });
});
