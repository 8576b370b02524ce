/**
 * Orders either side can cancel (with who and why), daily sales per store kept by triggers, and notifications.
 *
 * - orders: a third status, `cancelled` (with who cancelled and why), the picture copied at purchase
 *   (`img`, backfilled from the product where it still exists) and `updated_at` (the last change of
 *   status). Indexes for the customer's history and the store's list newest first, and one that
 *   covers the seller insights (store, placed time, and every column the sums read), so that query
 *   never visits the table.
 * - store_sales_daily: per store, UTC day and product, the orders, units and revenue of every order
 *   not cancelled, kept by triggers on orders (any write, whatever its path: checkout, cancel, a
 *   cascade from a deleted account), so the seller insights read at most days × products rows
 *   instead of every order of the window. Backfilled from the orders already there.
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

export function orderCancellationDailySalesNotificationsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const work = async (trx: Kysely<unknown>) => {
        await addOrderCancellationColumns(trx);
        await widenOrderStatusCheck(trx, dialect);
        await createSalesDaily(trx, dialect);
        await indexOrdersNewestFirst(trx);
        await createNotifications(trx, dialect);
      };
      // PostgreSQL runs every migration in a transaction already; SQLite's are not (Kysely).
      if (dialect === 'postgres') await work(db);
      else await db.transaction().execute(work);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notifications').ifExists().execute();
      if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS orders_sales_sync() CASCADE`.execute(db);
      else for (const trigger of SQLITE_SALES_TRIGGERS) await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger)}`.execute(db);
      await db.schema.dropTable('store_sales_daily').ifExists().execute();
      for (const index of ['orders_user_order_id', 'orders_store_order_id']) await db.schema.dropIndex(index).ifExists().execute();
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

/** The picture copied at purchase, the last change of status, who cancelled and why; backfilled. */
async function addOrderCancellationColumns(trx: Kysely<unknown>): Promise<void> {
  await trx.schema.alterTable('orders').addColumn('img', 'text', (c) => c.notNull().defaultTo('')).execute();
  await trx.schema.alterTable('orders').addColumn('updated_at', 'text').execute();
  await trx.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  await trx.schema.alterTable('orders').addColumn('cancelled_by', 'text').execute();
  await sql`UPDATE orders SET updated_at = coalesce(completed_at, created_at),
    img = coalesce((SELECT p.img FROM products p WHERE p.product_id = orders.product_id), '')`.execute(trx);
}

/** `cancelled` becomes a known status, and `cancelled_by` one of customer or store. */
async function widenOrderStatusCheck(trx: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE orders DROP CONSTRAINT orders_status_known`.execute(trx);
    await sql`ALTER TABLE orders ADD CONSTRAINT orders_status_known CHECK (status in ('pending', 'completed', 'cancelled'))`.execute(trx);
    await sql`ALTER TABLE orders ADD CONSTRAINT orders_cancelled_by_known CHECK (cancelled_by in ('customer', 'store'))`.execute(trx);
  } else {
    await rebuildSqliteOrdersWithWiderCheck(trx);
  }
}

/** The customer's history and the store's list page newest first by order_id. */
async function indexOrdersNewestFirst(trx: Kysely<unknown>): Promise<void> {
  await trx.schema.dropIndex('orders_user_id').execute();
  await trx.schema.createIndex('orders_user_order_id').on('orders').columns(['user_id', 'order_id']).execute();
  await trx.schema.createIndex('orders_store_order_id').on('orders').columns(['store_id', 'order_id']).execute();
}

/** One row per recipient (a customer or a store); partial indexes per kind of recipient and for the unread ones. */
async function createNotifications(trx: Kysely<unknown>, dialect: DialectName): Promise<void> {
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

const SQLITE_SALES_TRIGGERS = ['orders_sales_insert', 'orders_sales_update', 'orders_sales_delete'];

/** The sales table, its backfill, and the triggers that keep it equal to a recount from the orders. */
async function createSalesDaily(trx: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await trx.schema
    .createTable('store_sales_daily')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.store_id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('units', 'bigint', (c) => c.notNull())
    .addColumn('revenue_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_sales_daily_pk', ['store_id', 'day', 'product_id'])
    .execute();
  await sql`INSERT INTO store_sales_daily (store_id, day, product_id, name, orders, units, revenue_cents)
    SELECT store_id, substr(created_at, 1, 10), product_id, max(name), count(*), sum(quantity), sum(cast(price_cents AS bigint) * quantity)
    FROM orders WHERE status <> 'cancelled' GROUP BY store_id, substr(created_at, 1, 10), product_id`.execute(trx);

  // An update moves an order's share only when something the sums read changed (not pending → completed).
  const counted = (row: 'old' | 'new') => sql.raw(`${row}.status <> 'cancelled'`);
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION orders_sales_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.status <> 'cancelled') = (NEW.status <> 'cancelled') AND OLD.created_at = NEW.created_at
           AND OLD.store_id = NEW.store_id AND OLD.product_id = NEW.product_id AND OLD.quantity = NEW.quantity
           AND OLD.price_cents = NEW.price_cents AND OLD.name = NEW.name THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'cancelled' THEN
          UPDATE store_sales_daily SET orders = orders - 1, units = units - OLD.quantity, revenue_cents = revenue_cents - OLD.price_cents::bigint * OLD.quantity
          WHERE store_id = OLD.store_id AND day = substr(OLD.created_at, 1, 10) AND product_id = OLD.product_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'cancelled' THEN
          INSERT INTO store_sales_daily AS s (store_id, day, product_id, name, orders, units, revenue_cents)
          VALUES (NEW.store_id, substr(NEW.created_at, 1, 10), NEW.product_id, NEW.name, 1, NEW.quantity, NEW.price_cents::bigint * NEW.quantity)
          ON CONFLICT (store_id, day, product_id) DO UPDATE SET name = EXCLUDED.name, orders = s.orders + 1,
            units = s.units + EXCLUDED.units, revenue_cents = s.revenue_cents + EXCLUDED.revenue_cents;
        END IF;
        RETURN NULL;
      END $$`.execute(trx);
    await sql`CREATE TRIGGER orders_sales_sync AFTER INSERT OR DELETE OR UPDATE OF status, created_at, store_id, product_id, quantity, price_cents, name ON orders
      FOR EACH ROW EXECUTE FUNCTION orders_sales_sync()`.execute(trx);
    return;
  }
  const add = (row: 'new') => sql.raw(`INSERT INTO store_sales_daily (store_id, day, product_id, name, orders, units, revenue_cents)
      SELECT ${row}.store_id, substr(${row}.created_at, 1, 10), ${row}.product_id, ${row}.name, 1, ${row}.quantity, ${row}.price_cents * ${row}.quantity
      WHERE ${row}.status <> 'cancelled'
      ON CONFLICT (store_id, day, product_id) DO UPDATE SET name = excluded.name, orders = orders + 1,
        units = units + excluded.units, revenue_cents = revenue_cents + excluded.revenue_cents;`);
  const remove = (row: 'old') => sql.raw(`UPDATE store_sales_daily SET orders = orders - 1, units = units - ${row}.quantity, revenue_cents = revenue_cents - ${row}.price_cents * ${row}.quantity
      WHERE ${row}.status <> 'cancelled' AND store_id = ${row}.store_id AND day = substr(${row}.created_at, 1, 10) AND product_id = ${row}.product_id;`);
  await sql`CREATE TRIGGER orders_sales_insert AFTER INSERT ON orders BEGIN ${add('new')} END`.execute(trx);
  await sql`CREATE TRIGGER orders_sales_update AFTER UPDATE OF status, created_at, store_id, product_id, quantity, price_cents, name ON orders
    WHEN (${counted('old')}) <> (${counted('new')}) OR old.created_at <> new.created_at OR old.store_id <> new.store_id OR old.product_id <> new.product_id
      OR old.quantity <> new.quantity OR old.price_cents <> new.price_cents OR old.name <> new.name
    BEGIN ${remove('old')} ${add('new')} END`.execute(trx);
  await sql`CREATE TRIGGER orders_sales_delete AFTER DELETE ON orders BEGIN ${remove('old')} END`.execute(trx);
}
