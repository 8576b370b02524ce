/** Migration 006 (order cancellation, daily sales, notifications) on a database that already holds orders (written with the schema before it). */
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';

describeMigrationOnEachDialect('006-order-cancellation-daily-sales-notifications', 'migration 006 (order cancellation, daily sales, notifications) on existing data', (t) => {
  const at = '2026-01-02T03:04:05.000Z';

  beforeAll(async () => {
    const db = t.untypedDb;
    await db.insertInto('users').values({ username: 'old_buyer', password_hash: 'x', full_location: 'x', created_at: at }).execute();
    await db.insertInto('stores').values({ store_name: 'old_store', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    await db.insertInto('products').values({ store_id: 1, name: 'Kept', description: 'x', price_cents: 500, stock: 3, country: 'Japan', img: '/uploads/products/kept.webp', created_at: at }).execute();
    const order = (product_id: number, status: string, completed_at: string | null) =>
      ({ user_id: 1, store_id: 1, product_id, name: 'Copy', price_cents: 500, quantity: 1, country: 'Japan', full_location: 'x', status, created_at: at, completed_at });
    await db.insertInto('orders').values([
      order(1, 'pending', null),
      order(1, 'completed', '2026-01-05T00:00:00.000Z'),
      order(999, 'pending', null), // its product is gone
      order(1, 'pending', null),
    ]).execute();
    // The highest id given so far belongs to a row that is gone: it must never be given again.
    await db.deleteFrom('orders').where('order_id', '=', 4).execute();

    await migrateToLatest(t.database);
  });

  it('keeps every order, copies the pictures of products still there, and dates the last change', async () => {
    const rows = await t.db.selectFrom('orders').select(['order_id', 'status', 'img', 'updated_at', 'cancel_reason', 'cancelled_by', 'name']).orderBy('order_id').execute();
    expect(rows).toEqual([
      { order_id: 1, status: 'pending', img: '/uploads/products/kept.webp', updated_at: at, cancel_reason: null, cancelled_by: null, name: 'Copy' },
      { order_id: 2, status: 'completed', img: '/uploads/products/kept.webp', updated_at: '2026-01-05T00:00:00.000Z', cancel_reason: null, cancelled_by: null, name: 'Copy' },
      { order_id: 3, status: 'pending', img: '', updated_at: at, cancel_reason: null, cancelled_by: null, name: 'Copy' },
    ]);
  });

  it('fills the daily sales from the orders already there (every order not cancelled)', async () => {
    const rows = await t.db.selectFrom('store_sales_daily').select(['store_id', 'day', 'product_id', 'orders', 'units', 'revenue_cents']).orderBy('product_id').execute();
    expect(rows.map((r) => ({ ...r, units: Number(r.units), revenue_cents: Number(r.revenue_cents) }))).toEqual([
      { store_id: 1, day: '2026-01-02', product_id: 1, orders: 2, units: 2, revenue_cents: 1000 },
      { store_id: 1, day: '2026-01-02', product_id: 999, orders: 1, units: 1, revenue_cents: 500 },
    ]);
  });

  it('accepts cancelled (with who) and still refuses unknown statuses', async () => {
    await t.db.updateTable('orders').set({ status: 'cancelled', cancelled_by: 'store', cancel_reason: 'Gone' }).where('order_id', '=', 3).execute();
    await expect(sql`UPDATE orders SET status = 'shipped' WHERE order_id = 1`.execute(t.db)).rejects.toHaveProperty('code', t.kind === 'sqlite' ? 'SQLITE_CONSTRAINT_CHECK' : '23514');
    await expect(sql`UPDATE orders SET cancelled_by = 'robot' WHERE order_id = 1`.execute(t.db)).rejects.toHaveProperty('code', t.kind === 'sqlite' ? 'SQLITE_CONSTRAINT_CHECK' : '23514');
  });

  it('never gives an id twice, and keeps the foreign keys and indexes', async () => {
    const { order_id } = await t.db
      .insertInto('orders')
      .values({ user_id: 1, store_id: 1, product_id: 1, name: 'New', price_cents: 1, quantity: 1, country: 'x', full_location: 'x', created_at: at, completed_at: null })
      .returning('order_id')
      .executeTakeFirstOrThrow();
    expect(order_id).toBeGreaterThan(4);
    await expect(
      t.db.insertInto('orders').values({ user_id: 999, store_id: 1, product_id: 1, name: 'x', price_cents: 1, quantity: 1, country: 'x', full_location: 'x', created_at: at, completed_at: null }).execute(),
    ).rejects.toHaveProperty('code', t.kind === 'sqlite' ? 'SQLITE_CONSTRAINT_FOREIGNKEY' : '23503');
    const indexes = t.kind === 'sqlite'
      ? (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'orders' AND sql IS NOT NULL`.execute(t.db)).rows
      : (await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'orders' AND schemaname = current_schema()`.execute(t.db)).rows;
    expect(indexes.map((i) => i.name)).toEqual(expect.arrayContaining(['orders_store_status_order_id', 'orders_user_order_id', 'orders_store_order_id']));
    expect(indexes.map((i) => i.name)).not.toContain('orders_user_id');
  });
});
