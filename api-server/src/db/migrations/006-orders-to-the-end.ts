/**
 * Orders both sides can follow to the end, and notifications.
 *
 * - orders: a third status, `cancelled` (with who cancelled and why), the picture copied at purchase
 *   (`img`, backfilled from the product where it still exists) and `updated_at` (the last change of
 *   status). Indexes for the customer's history and the store's list newest first, and one that
 *   covers the seller insights (store, placed time, and every column the sums read), so that query
 *   never visits the table.
 * - notifications: one row per recipient (a customer or a store, each a foreign key so a deleted
 *   account takes its notifications with it), with partial indexes on the unread ones for the bell.
 *
 * SQLite cannot change a CHECK constraint in place: the orders table is rebuilt from its own CREATE
 * statement with the wider check (SQLite's documented "12 steps"), so columns other migrations added
 * come along, inside one transaction.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

const OLD_STATUS_CHECK = "check (status in ('pending', 'completed'))";
const NEW_STATUS_CHECK = "check (status in ('pending', 'completed', 'cancelled'))";

export function ordersToTheEndMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const work = async (trx: Kysely<unknown>) => {
        await trx.schema.alterTable('orders').addColumn('img', 'text', (c) => c.notNull().defaultTo('')).execute();
        await trx.schema.alterTable('orders').addColumn('updated_at', 'text').execute();
        await trx.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
        await trx.schema.alterTable('orders').addColumn('cancelled_by', 'text').execute();
        await sql`UPDATE orders SET updated_at = coalesce(completed_at, created_at),
          img = coalesce((SELECT p.img FROM products p WHERE p.product_id = orders.product_id), '')`.execute(trx);

        if (dialect === 'postgres') {
          await sql`ALTER TABLE orders DROP CONSTRAINT orders_status_known`.execute(trx);
          await sql`ALTER TABLE orders ADD CONSTRAINT orders_status_known CHECK (status in ('pending', 'completed', 'cancelled'))`.execute(trx);
          await sql`ALTER TABLE orders ADD CONSTRAINT orders_cancelled_by_known CHECK (cancelled_by in ('customer', 'store'))`.execute(trx);
        } else {
          await rebuildSqliteOrdersWithWiderCheck(trx);
        }

        await trx.schema.dropIndex('orders_user_id').execute();
        await trx.schema.createIndex('orders_user_order_id').on('orders').columns(['user_id', 'order_id']).execute();
        await trx.schema.createIndex('orders_store_order_id').on('orders').columns(['store_id', 'order_id']).execute();
        await trx.schema
          .createIndex('orders_store_created_at_sales')
          .on('orders')
          .columns(['store_id', 'created_at', 'status', 'product_id', 'quantity', 'price_cents'])
          .execute();

        const idType = dialect === 'postgres' ? 'serial' : 'integer';
        await trx.schema
          .createTable('notifications')
          .addColumn('notification_id', idType, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('user_id', 'integer', (c) => c.references('users.user_id').onDelete('cascade'))
          .addColumn('store_id', 'integer', (c) => c.references('stores.store_id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('link', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('read_at', 'text')
          .addCheckConstraint('notifications_one_recipient', sql`(user_id IS NULL) <> (store_id IS NULL)`)
          .addCheckConstraint('notifications_kind_known', sql`kind in ('order_placed', 'order_completed', 'order_cancelled', 'message', 'new_product')`)
          .execute();
        // Partial indexes: each holds only its kind of recipient; the unread ones count the bell's number.
        await trx.schema.createIndex('notifications_user_id_id').on('notifications').columns(['user_id', 'notification_id']).where(sql<boolean>`user_id IS NOT NULL`).execute();
        await trx.schema.createIndex('notifications_store_id_id').on('notifications').columns(['store_id', 'notification_id']).where(sql<boolean>`store_id IS NOT NULL`).execute();
        await trx.schema.createIndex('notifications_user_unread').on('notifications').column('user_id').where(sql<boolean>`user_id IS NOT NULL AND read_at IS NULL`).execute();
        await trx.schema.createIndex('notifications_store_unread').on('notifications').column('store_id').where(sql<boolean>`store_id IS NOT NULL AND read_at IS NULL`).execute();
      };
      // PostgreSQL runs every migration in a transaction already; SQLite's are not (Kysely).
      if (dialect === 'postgres') await work(db);
      else await db.transaction().execute(work);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notifications').ifExists().execute();
      for (const index of ['orders_user_order_id', 'orders_store_order_id', 'orders_store_created_at_sales']) await db.schema.dropIndex(index).ifExists().execute();
      await db.schema.createIndex('orders_user_id').ifNotExists().on('orders').column('user_id').execute();
      // Cancelled orders do not fit the old check: they count as completed-and-refunded nowhere, so they go.
      await sql`DELETE FROM orders WHERE status = 'cancelled'`.execute(db);
      if (dialect === 'postgres') {
        await sql`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_cancelled_by_known`.execute(db);
        await sql`ALTER TABLE orders DROP CONSTRAINT orders_status_known`.execute(db);
        await sql`ALTER TABLE orders ADD CONSTRAINT orders_status_known CHECK (status in ('pending', 'completed'))`.execute(db);
      }
      for (const column of ['img', 'updated_at', 'cancel_reason', 'cancelled_by']) await db.schema.alterTable('orders').dropColumn(column).execute();
    },
  };
}

/** Rebuilds `orders` with the wider status check (and the cancelled_by check), keeping rows, indexes and the id sequence. */
async function rebuildSqliteOrdersWithWiderCheck(trx: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'orders' AND sql IS NOT NULL`.execute(trx);
  const table = rows.find((r) => r.type === 'table');
  if (!table?.sql || !table.sql.includes(OLD_STATUS_CHECK)) throw new Error('orders table is not in the shape migration 006 expects');
  const createSql = table.sql
    .replace(/^CREATE TABLE "orders"/, 'CREATE TABLE "orders_rebuilt"')
    .replace(OLD_STATUS_CHECK, `${NEW_STATUS_CHECK}, constraint "orders_cancelled_by_known" check (cancelled_by in ('customer', 'store'))`);
  if (!createSql.startsWith('CREATE TABLE "orders_rebuilt"')) throw new Error('orders table is not in the shape migration 006 expects');
  const others = rows.filter((r) => r.type !== 'table');
  const { rows: sequence } = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'orders'`.execute(trx);

  await sql.raw(createSql).execute(trx);
  await sql`INSERT INTO orders_rebuilt SELECT * FROM orders`.execute(trx);
  await sql`DROP TABLE orders`.execute(trx);
  await sql`ALTER TABLE orders_rebuilt RENAME TO orders`.execute(trx);
  for (const other of others) await sql.raw(other.sql!).execute(trx);
  // An id once given is never given again, even when the rows holding the highest ones are gone.
  if (sequence[0]) {
    await sql`UPDATE sqlite_sequence SET seq = max(seq, ${sequence[0].seq}) WHERE name = 'orders'`.execute(trx);
    await sql`INSERT INTO sqlite_sequence (name, seq) SELECT 'orders', ${sequence[0].seq} WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'orders')`.execute(trx);
  }
}
