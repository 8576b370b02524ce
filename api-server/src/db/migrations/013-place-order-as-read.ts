/**
 * PostgreSQL: a checkout's writes in one call (orders/place-as-read.ts, `placeOrderAsRead`).
 *
 * A placement in an explicit transaction costs four round trips after the caller's identity
 * (`BEGIN`, the placement, the store's notification, `COMMIT`), each through the API's busy event
 * loop and the kernel's loopback; on two shared cores that held one store's checkout under 1,000
 * orders/s (bench/checkout.mjs). The API now reads the line and its product first, writes the
 * order's answer and the store's notification from that read, and calls this function once, outside
 * an explicit transaction (the call is its own transaction): it places the order exactly as read
 * (true), or changes nothing and answers false (the line or the product changed since, or too little
 * stock is left now), and the API then places the line the usual way, which gives the precise
 * answer. A call made with an Idempotency-Key stores its answer for the key's claim last; when the
 * claim is no longer the request's own (taken over after a lease ran out), it raises CLAIM_LOST and
 * the whole call is rolled back.
 *
 * The line is locked, the stock taken and the claim answered in the order of the transactional path,
 * so that the two paths never wait for each other in a cycle. The notification goes in with a provisional id, like every
 * single notification: migration 012's trigger gives it its place at the commit. Migration 021 replaces
 * the function: the notification is written last, with its real id.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/** The SQLSTATE place_order_as_read raises when the Idempotency-Key's claim is no longer the caller's. */
export const CLAIM_LOST = 'MK001';

export function placeOrderAsReadMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await postgresUp(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`DROP FUNCTION IF EXISTS place_order_as_read(integer, integer, integer, integer, text, integer, text, integer, text, text, integer, text, text, text, text, text, text, text, text, integer, text)`.execute(db);
    },
  };
}

async function postgresUp(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION place_order_as_read(
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
      INSERT INTO notifications (notification_id, user_id, store_id, kind, text, link, params, created_at, read_at)
        VALUES (-nextval('notifications_provisional_id'), NULL, in_store_id, in_notice_kind, in_notice_text,
                in_notice_link, in_notice_params, in_created_at, NULL);
      IF in_claim_scope IS NOT NULL THEN
        UPDATE idempotency_keys SET response_status = in_answer_status, response_body = in_answer_body
          WHERE scope = in_claim_scope AND idem_key = in_claim_key AND claimed_by = in_claim_owner AND response_status IS NULL;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'the idempotency claim was taken over by another request' USING ERRCODE = '${sql.raw(CLAIM_LOST)}';
        END IF;
      END IF;
      RETURN true;
    END $$`.execute(db);
}
