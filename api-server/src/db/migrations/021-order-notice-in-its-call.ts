/**
 * PostgreSQL: an order placed in one call (migration 013's `place_order_as_read`) writes the store's
 * notification last, with its real id, instead of a provisional row that the commit updates.
 *
 * The call is its own transaction, so its last statement is followed by the commit with no round
 * trip between. Taking the store's feed locks there and drawing the real id (as migration 012's
 * trigger does at commit) keeps the feed's order (ids become visible in id order) and holds the
 * locks only until that commit, inside the database, as before. What goes is the row written twice:
 * the provisional insert, the deferred trigger's run and its update of the row's key, which re-indexes
 * it (about a fifth of PostgreSQL's CPU per order in the checkout bench, docs/performance.md).
 * The claim's answer is stored before the notification, so a lost claim still changes nothing.
 */
import { sql, type Kysely, type Migration, type QueryExecutorProvider } from 'kysely';
import type { DialectName } from '../connect';
import { CLAIM_LOST, placeOrderAsReadMigration } from './013-place-order-as-read';

export function orderNoticeInItsCallMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await createPlaceOrderAsRead(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      // Migration 013's function, as it was.
      const before = placeOrderAsReadMigration(dialect);
      await before.down!(db);
      await before.up(db);
    },
  };
}

/** `place_order_as_read` as it is since this migration (tests put it back after replacing it). */
export async function createPlaceOrderAsRead(db: QueryExecutorProvider): Promise<void> {
  // The lock spaces are repositories/notifications.ts's LOCK_SPACE: all (shared), store.
  await sql`CREATE OR REPLACE FUNCTION place_order_as_read(
      in_cart_id integer, in_user_id integer, in_product_id integer, in_quantity integer, in_full_location text,
      in_store_id integer, in_name text, in_price_cents integer, in_country text, in_img text,
      in_order_id integer, in_created_at text,
      in_notice_kind text, in_notice_text text, in_notice_link text, in_notice_params text,
      in_claim_scope text, in_claim_key text, in_claim_owner text, in_answer_status integer, in_answer_body text
    ) RETURNS boolean LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM cart_items
        WHERE cart_id = in_cart_id AND user_id = in_user_id AND product_id = in_product_id
          AND quantity = in_quantity AND full_location = in_full_location
        FOR UPDATE;
      IF NOT FOUND THEN RETURN false; END IF;
      UPDATE products SET stock = stock - in_quantity
        WHERE product_id = in_product_id AND stock >= in_quantity AND listed = 1
          AND store_id = in_store_id AND name = in_name AND price_cents = in_price_cents
          AND country = in_country AND img = in_img;
      IF NOT FOUND THEN RETURN false; END IF;
      DELETE FROM cart_items WHERE cart_id = in_cart_id;
      INSERT INTO orders (order_id, user_id, store_id, product_id, name, price_cents, quantity, country, full_location,
                          created_at, updated_at, img, status, completed_at)
        VALUES (in_order_id, in_user_id, in_store_id, in_product_id, in_name, in_price_cents, in_quantity, in_country,
                in_full_location, in_created_at, in_created_at, in_img, 'pending', NULL);
      IF in_claim_scope IS NOT NULL THEN
        UPDATE idempotency_keys SET response_status = in_answer_status, response_body = in_answer_body
          WHERE scope = in_claim_scope AND idem_key = in_claim_key AND claimed_by = in_claim_owner AND response_status IS NULL;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'the idempotency claim was taken over by another request' USING ERRCODE = '${sql.raw(CLAIM_LOST)}';
        END IF;
      END IF;
      -- Last: the commit follows this call at once, and releases the locks.
      PERFORM pg_advisory_xact_lock_shared(7310010, 0);
      PERFORM pg_advisory_xact_lock(7310012, in_store_id);
      INSERT INTO notifications (notification_id, user_id, store_id, kind, text, link, params, created_at, read_at)
        VALUES (nextval('notifications_notification_id_seq'), NULL, in_store_id, in_notice_kind, in_notice_text,
                in_notice_link, in_notice_params, to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), NULL);
      RETURN true;
    END $$`.execute(db);
}
