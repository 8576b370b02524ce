/**
 * PostgreSQL: the quick checkout's orders that arrive together placed by one call
 * (orders/place-as-read.ts). Each order is placed exactly as migration 021's `place_order_as_read`
 * places it alone, or not at all: the answer per order is `placed`, `changed` (the line or the
 * product changed since the read, or too little stock is left: nothing of it is written, and the
 * API places that line the usual way, which gives the precise answer, as it does for any other
 * error one order meets) or `claim-lost` (its Idempotency-Key's claim was taken over: nothing of it
 * is written). One order's failure never
 * touches another's: each is written in a block of its own (a subtransaction) that rolls back alone.
 *
 * Why: each call is its own transaction and round trip; under load the calls of one turn of the
 * API's event loop cost a commit, a call's protocol work on both sides and a `writev` each.
 *
 * Locks: every path takes them in one order, so that no two transactions wait for each other in a
 * cycle: cart lines (here all of the call's lines first, by id), then products (here by id), then
 * the feeds' advisory locks (last, before the notifications, as `place_order_as_read` does). The
 * notifications go in last, with their real ids, in the order the orders were asked.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { CLAIM_LOST } from './013-place-order-as-read';

/** The SQLSTATE the function raises inside an order's block when its line or product changed. */
const CHANGED = 'MK002';

/** What `place_orders_as_read` answers for each order. */
export type TogetherOutcome = 'placed' | 'changed' | 'claim-lost';

export function placeOrdersTogetherMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await createPlaceOrdersAsRead(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`DROP FUNCTION IF EXISTS place_orders_as_read(integer[], integer[], integer[], integer[], text[], integer[], text[], integer[], text[], text[], integer[], text[], text[], text[], text[], text[], text[], text[], text[], integer[], text[])`.execute(db);
    },
  };
}

// The lock spaces are repositories/notifications.ts's LOCK_SPACE: all (shared), store.
const CREATE_PLACE_ORDERS_AS_READ = `CREATE FUNCTION place_orders_as_read(
      in_cart_id integer[], in_user_id integer[], in_product_id integer[], in_quantity integer[], in_full_location text[],
      in_store_id integer[], in_name text[], in_price_cents integer[], in_country text[], in_img text[],
      in_order_id integer[], in_created_at text[],
      in_notice_kind text[], in_notice_text text[], in_notice_link text[], in_notice_params text[],
      in_claim_scope text[], in_claim_key text[], in_claim_owner text[], in_answer_status integer[], in_answer_body text[]
    ) RETURNS text[] LANGUAGE plpgsql AS $$
    DECLARE
      outcome text[] := array_fill('changed'::text, ARRAY[cardinality(in_cart_id)]);
      i integer;
      store integer;
    BEGIN
      PERFORM 1 FROM cart_items WHERE cart_id = ANY (in_cart_id) ORDER BY cart_id FOR UPDATE;
      FOR i IN SELECT s.i FROM generate_subscripts(in_cart_id, 1) AS s(i) ORDER BY in_product_id[s.i], s.i LOOP
        BEGIN
          -- The line first: a line asked twice in one call is placed once.
          DELETE FROM cart_items
            WHERE cart_id = in_cart_id[i] AND user_id = in_user_id[i] AND product_id = in_product_id[i]
              AND quantity = in_quantity[i] AND full_location = in_full_location[i];
          IF NOT FOUND THEN RAISE EXCEPTION 'the line changed' USING ERRCODE = '${CHANGED}'; END IF;
          UPDATE products SET stock = stock - in_quantity[i]
            WHERE product_id = in_product_id[i] AND stock >= in_quantity[i] AND listed = 1
              AND store_id = in_store_id[i] AND name = in_name[i] AND price_cents = in_price_cents[i]
              AND country = in_country[i] AND img = in_img[i];
          IF NOT FOUND THEN RAISE EXCEPTION 'the product changed' USING ERRCODE = '${CHANGED}'; END IF;
          INSERT INTO orders (order_id, user_id, store_id, product_id, name, price_cents, quantity, country, full_location,
                              created_at, updated_at, img, status, completed_at)
            VALUES (in_order_id[i], in_user_id[i], in_store_id[i], in_product_id[i], in_name[i], in_price_cents[i], in_quantity[i],
                    in_country[i], in_full_location[i], in_created_at[i], in_created_at[i], in_img[i], 'pending', NULL);
          IF in_claim_scope[i] IS NOT NULL THEN
            UPDATE idempotency_keys SET response_status = in_answer_status[i], response_body = in_answer_body[i]
              WHERE scope = in_claim_scope[i] AND idem_key = in_claim_key[i] AND claimed_by = in_claim_owner[i] AND response_status IS NULL;
            IF NOT FOUND THEN
              RAISE EXCEPTION 'the idempotency claim was taken over by another request' USING ERRCODE = '${CLAIM_LOST}';
            END IF;
          END IF;
          outcome[i] := 'placed';
        EXCEPTION
          WHEN SQLSTATE '${CLAIM_LOST}' THEN outcome[i] := 'claim-lost';
          WHEN SQLSTATE '${CHANGED}' THEN outcome[i] := 'changed';
          -- Anything else one order meets (say, its customer deleted meanwhile) is answered for it
          -- alone: the API places it the usual way, which meets the same error and reports it.
          WHEN OTHERS THEN outcome[i] := 'changed';
        END;
      END LOOP;
      IF NOT ('placed' = ANY (outcome)) THEN RETURN outcome; END IF;
      -- Last: the commit follows this call at once, and releases the locks.
      PERFORM pg_advisory_xact_lock_shared(7310010, 0);
      FOR store IN SELECT DISTINCT in_store_id[s.i] FROM generate_subscripts(in_cart_id, 1) AS s(i) WHERE outcome[s.i] = 'placed' ORDER BY 1 LOOP
        PERFORM pg_advisory_xact_lock(7310012, store);
      END LOOP;
      FOR i IN 1 .. cardinality(in_cart_id) LOOP
        CONTINUE WHEN outcome[i] <> 'placed';
        INSERT INTO notifications (notification_id, user_id, store_id, kind, text, link, params, created_at, read_at)
          VALUES (nextval('notifications_notification_id_seq'), NULL, in_store_id[i], in_notice_kind[i], in_notice_text[i],
                  in_notice_link[i], in_notice_params[i], to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), NULL);
      END LOOP;
      RETURN outcome;
    END $$`;

async function createPlaceOrdersAsRead(db: Kysely<unknown>): Promise<void> {
  await sql.raw(CREATE_PLACE_ORDERS_AS_READ).execute(db);
}
