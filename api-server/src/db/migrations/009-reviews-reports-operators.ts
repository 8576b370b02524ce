/**
 * Trust and the operator (docs/api-contract.md, "Trust and the operator"):
 *
 * - reviews: one per customer and product (unique), a rating 1–5 and a text, the store's one reply
 *   beside it, and `removed_at` when the operator removed it (a removed review is shown nowhere and
 *   counts nowhere, and still blocks a second review of the same product by the same customer).
 *   `store_id` is copied from the product so a store's reviews are one index range.
 * - products.rating_sum / rating_count and stores.rating_sum / rating_count: the sums of the reviews
 *   not removed, kept by triggers on reviews (whatever path writes them), so a read never counts.
 * - operators: the third identity, with a token version like customers and stores.
 * - reports: who reported (`reporter_kind` customer or store, and its id) what (`target_type`,
 *   `target_id`), why, and how it was resolved; at most one open report per reporter and target (a
 *   partial unique index, so two concurrent reports cannot both be open).
 * - operator_audit: every operator action, written in the action's transaction; triggers refuse any
 *   update or delete of a row, so the log is never edited.
 * - products.taken_down_at / taken_down_reason, stores.suspended_at / suspended_reason,
 *   messages.hidden_at: what the operator's actions set. `products.listed` is 1 when a product may
 *   be shown to shoppers (not taken down, its store not suspended): the one column every public read
 *   filters on, set by the operator's actions in their transaction.
 * - notifications: the kinds review, review_reply, report_resolved and operator_action.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { rebuildSqliteTable } from './sqlite-rebuild';

const OLD_NOTIFICATION_KINDS = "kind in ('order_placed', 'order_completed', 'order_cancelled', 'message', 'new_product')";
const NEW_NOTIFICATION_KINDS =
  "kind in ('order_placed', 'order_completed', 'order_cancelled', 'message', 'new_product', 'review', 'review_reply', 'report_resolved', 'operator_action')";

export function reviewsReportsOperatorsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const work = async (trx: Kysely<unknown>) => {
        await addModerationColumns(trx);
        await createReviews(trx, dialect);
        await createRatingTriggers(trx, dialect);
        await createOperators(trx, dialect);
        await createReports(trx, dialect);
        await createOperatorAudit(trx, dialect);
        await widenNotificationKinds(trx, dialect);
      };
      // PostgreSQL runs each migration in a transaction already; SQLite's is opened here.
      await (dialect === 'postgres' ? work(db) : db.transaction().execute(work));
    },
    async down(db: Kysely<unknown>) {
      await sql`DELETE FROM notifications WHERE kind IN ('review', 'review_reply', 'report_resolved', 'operator_action')`.execute(db);
      await setNotificationKindsCheck(db, dialect, NEW_NOTIFICATION_KINDS, OLD_NOTIFICATION_KINDS);
      if (dialect === 'postgres') {
        await sql`DROP FUNCTION IF EXISTS reviews_rating_sync() CASCADE`.execute(db);
        await sql`DROP FUNCTION IF EXISTS operator_audit_append_only() CASCADE`.execute(db);
      }
      for (const table of ['operator_audit', 'reports', 'operators', 'reviews']) await db.schema.dropTable(table).ifExists().execute();
      await db.schema.dropIndex('products_store_listed').ifExists().execute();
      for (const column of ['listed', 'taken_down_at', 'taken_down_reason', 'rating_sum', 'rating_count']) await db.schema.alterTable('products').dropColumn(column).execute();
      for (const column of ['suspended_at', 'suspended_reason', 'rating_sum', 'rating_count']) await db.schema.alterTable('stores').dropColumn(column).execute();
      await db.schema.alterTable('messages').dropColumn('hidden_at').execute();
    },
  };
}

async function addModerationColumns(trx: Kysely<unknown>): Promise<void> {
  await trx.schema.alterTable('products').addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await trx.schema.alterTable('products').addColumn('taken_down_at', 'text').execute();
  await trx.schema.alterTable('products').addColumn('taken_down_reason', 'text').execute();
  await trx.schema.alterTable('products').addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await trx.schema.alterTable('products').addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // A store's products when it is suspended or reinstated, and its listed ones on its page.
  await trx.schema.createIndex('products_store_listed').on('products').columns(['store_id', 'listed']).execute();

  await trx.schema.alterTable('stores').addColumn('suspended_at', 'text').execute();
  await trx.schema.alterTable('stores').addColumn('suspended_reason', 'text').execute();
  await trx.schema.alterTable('stores').addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await trx.schema.alterTable('stores').addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await trx.schema.alterTable('messages').addColumn('hidden_at', 'text').execute();
}

async function createReviews(trx: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  await trx.schema
    .createTable('reviews')
    .addColumn('review_id', idType, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.store_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('reply_text', 'text')
    .addColumn('reply_created_at', 'text')
    .addColumn('reply_updated_at', 'text')
    .addColumn('removed_at', 'text')
    .addUniqueConstraint('reviews_one_per_customer_and_product', ['product_id', 'user_id'])
    .addCheckConstraint('reviews_rating_range', sql`rating BETWEEN 1 AND 5`)
    .execute();
  // The product's reviews newest first, highest or lowest first; the store's newest first.
  await trx.schema.createIndex('reviews_product_newest').on('reviews').columns(['product_id', 'review_id']).execute();
  await trx.schema.createIndex('reviews_product_rating').on('reviews').columns(['product_id', 'rating', 'review_id']).execute();
  await trx.schema.createIndex('reviews_store_newest').on('reviews').columns(['store_id', 'review_id']).execute();
}

/** Triggers keep products' and stores' rating_sum / rating_count equal to a recount of the reviews not removed. */
async function createRatingTriggers(trx: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const shift = (row: 'old' | 'new', sign: '+' | '-') =>
    `UPDATE products SET rating_sum = rating_sum ${sign} ${row}.rating, rating_count = rating_count ${sign} 1 WHERE product_id = ${row}.product_id;
     UPDATE stores SET rating_sum = rating_sum ${sign} ${row}.rating, rating_count = rating_count ${sign} 1 WHERE store_id = ${row}.store_id;`;
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION reviews_rating_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.removed_at IS NULL THEN
          ${sql.raw(shift('old', '-'))}
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.removed_at IS NULL THEN
          ${sql.raw(shift('new', '+'))}
        END IF;
        RETURN NULL;
      END $$`.execute(trx);
    await sql`CREATE TRIGGER reviews_rating_sync AFTER INSERT OR DELETE OR UPDATE OF rating, removed_at, product_id, store_id ON reviews
      FOR EACH ROW EXECUTE FUNCTION reviews_rating_sync()`.execute(trx);
    return;
  }
  await sql`CREATE TRIGGER reviews_rating_insert AFTER INSERT ON reviews WHEN new.removed_at IS NULL
    BEGIN ${sql.raw(shift('new', '+'))} END`.execute(trx);
  await sql`CREATE TRIGGER reviews_rating_update_old AFTER UPDATE OF rating, removed_at, product_id, store_id ON reviews WHEN old.removed_at IS NULL
    BEGIN ${sql.raw(shift('old', '-'))} END`.execute(trx);
  await sql`CREATE TRIGGER reviews_rating_update_new AFTER UPDATE OF rating, removed_at, product_id, store_id ON reviews WHEN new.removed_at IS NULL
    BEGIN ${sql.raw(shift('new', '+'))} END`.execute(trx);
  await sql`CREATE TRIGGER reviews_rating_delete AFTER DELETE ON reviews WHEN old.removed_at IS NULL
    BEGIN ${sql.raw(shift('old', '-'))} END`.execute(trx);
}

async function createOperators(trx: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  await trx.schema
    .createTable('operators')
    .addColumn('operator_id', idType, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('operator_name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

async function createReports(trx: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  await trx.schema
    .createTable('reports')
    .addColumn('report_id', idType, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('reporter_kind', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'integer', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolved_action', 'text')
    .addColumn('resolution_note', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('operators.operator_id'))
    .addColumn('resolved_at', 'text')
    .addCheckConstraint('reports_reporter_kind_known', sql`reporter_kind in ('customer', 'store')`)
    .addCheckConstraint('reports_target_type_known', sql`target_type in ('product', 'store', 'review', 'message')`)
    .addCheckConstraint('reports_reason_known', sql`reason in ('counterfeit', 'prohibited', 'fraud', 'offensive', 'spam', 'other')`)
    .addCheckConstraint('reports_status_known', sql`status in ('open', 'resolved')`)
    .addCheckConstraint('reports_resolved_action_known', sql`resolved_action in ('dismiss', 'take_down')`)
    .execute();
  await trx.schema
    .createIndex('reports_one_open_per_reporter_and_target')
    .unique()
    .on('reports')
    .columns(['reporter_kind', 'reporter_id', 'target_type', 'target_id'])
    .where(sql<boolean>`status = 'open'`)
    .execute();
  // The queue per status newest first; a target's open reports (resolved together); a reporter's last hour.
  await trx.schema.createIndex('reports_status_id').on('reports').columns(['status', 'report_id']).execute();
  await trx.schema.createIndex('reports_target').on('reports').columns(['target_type', 'target_id', 'status']).execute();
  await trx.schema.createIndex('reports_reporter_created').on('reports').columns(['reporter_kind', 'reporter_id', 'created_at']).execute();
}

async function createOperatorAudit(trx: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  await trx.schema
    .createTable('operator_audit')
    .addColumn('id', idType, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.operator_id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'operator_audit_action_known',
      sql`action in ('dismiss_report', 'take_down_product', 'restore_product', 'suspend_store', 'reinstate_store', 'remove_review', 'hide_message')`,
    )
    .execute();
  if (dialect === 'postgres') {
    await sql`CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'operator_audit rows are never edited'; END $$`.execute(trx);
    await sql`CREATE TRIGGER operator_audit_append_only BEFORE UPDATE OR DELETE ON operator_audit
      FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only()`.execute(trx);
    return;
  }
  await sql`CREATE TRIGGER operator_audit_no_update BEFORE UPDATE ON operator_audit
    BEGIN SELECT RAISE(ABORT, 'operator_audit rows are never edited'); END`.execute(trx);
  await sql`CREATE TRIGGER operator_audit_no_delete BEFORE DELETE ON operator_audit
    BEGIN SELECT RAISE(ABORT, 'operator_audit rows are never edited'); END`.execute(trx);
}

async function widenNotificationKinds(trx: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await setNotificationKindsCheck(trx, dialect, OLD_NOTIFICATION_KINDS, NEW_NOTIFICATION_KINDS);
}

/** SQLite cannot change a CHECK constraint in place: the table is rebuilt from its own CREATE statement. */
async function setNotificationKindsCheck(db: Kysely<unknown>, dialect: DialectName, from: string, to: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_known`.execute(db);
    await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_known CHECK (${sql.raw(to)})`.execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'notifications', (createSql) => createSql.replace(from, to));
}
