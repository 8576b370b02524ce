/**
 * PostgreSQL: a single notification takes its place in its recipient's feed when its transaction
 * commits, not when it is inserted (repositories/notifications.ts).
 *
 * The feed delivers a recipient's notifications in id order, so their ids must become visible in
 * that order. Drawn at insert and held under the recipient's lock until the commit, an id made every
 * other change for the same recipient wait for this one's remaining statements and its commit, each a
 * round trip through the API's busy event loop: one store's checkout ran at about 600 orders/s
 * whatever the pool (bench/checkout.mjs). Now the row is inserted with a provisional negative id
 * (its own cycling sequence; nothing reads uncommitted rows), and a deferred constraint trigger, run
 * by the commit itself, takes the recipient's locks (the same advisory locks as before), gives the row
 * its real id and time, and the commit releases them: the lock is held only inside the database.
 *
 * SQLite writes one transaction at a time and needs none of this.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

export function notificationsPlacedAtCommitMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await postgresUp(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`DROP TRIGGER IF EXISTS notifications_take_place ON notifications`.execute(db);
      await sql`DROP FUNCTION IF EXISTS notification_take_place()`.execute(db);
      await sql`DROP SEQUENCE IF EXISTS notifications_provisional_id`.execute(db);
    },
  };
}

async function postgresUp(trx: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE notifications_provisional_id AS integer CYCLE OWNED BY notifications.notification_id`.execute(trx);
  // The lock spaces are repositories/notifications.ts's LOCK_SPACE: all, user, store.
  await sql`CREATE FUNCTION notification_take_place() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock_shared(7310010, 0);
      IF NEW.user_id IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(7310011, NEW.user_id);
      ELSE
        PERFORM pg_advisory_xact_lock(7310012, NEW.store_id);
      END IF;
      UPDATE notifications
        SET notification_id = nextval('notifications_notification_id_seq'),
            created_at = to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        WHERE notification_id = NEW.notification_id;
      RETURN NULL;
    END $$`.execute(trx);
  await sql`CREATE CONSTRAINT TRIGGER notifications_take_place AFTER INSERT ON notifications
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.notification_id < 0)
    EXECUTE FUNCTION notification_take_place()`.execute(trx);
}
