/**
 * The catalogue's version: a stamp in a one-row table (`catalogue_version`) that changes with every
 * committed change to what the shop's facet counts and suggestions read (search/remembered.ts keeps
 * each answer while the stamp it was made under is still the current one): a product added,
 * removed, or its name, description, country, price, store or listing changed; a store added,
 * removed, renamed, suspended or restored, or its ship-to countries changed.
 *
 * The stamp is random (not a counter), so a change rolled back never brings an earlier stamp back:
 * counts read inside a transaction that then rolled back were kept under a stamp that no committed
 * state will ever carry.
 *
 * SQLite: row triggers write the stamp (one writer at a time: nothing waits on it).
 * PostgreSQL: several transactions change the catalogue at once, and a statement that took the
 * stamp's row lock would hold it to its commit while it goes on writing: two such transactions could
 * wait on each other (a deadlock). So a changing statement only marks its transaction (a row keyed by
 * its transaction id: no two transactions touch the same row), and a deferred trigger writes the
 * stamp once as the transaction commits, when it takes no further locks.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/** The changes that alter a facet count or a suggestion, by table (SQLite: one trigger per event). */
const CHANGES: ReadonlyArray<{ table: string; updateOf?: string[] }> = [
  { table: 'products', updateOf: ['name', 'description', 'country', 'price_cents', 'store_id', 'listed'] },
  { table: 'stores', updateOf: ['store_name', 'suspended_at', 'ships_everywhere'] },
  { table: 'store_ships_to' },
];

const SQLITE_NEW_STAMP = 'lower(hex(randomblob(8)))';
const POSTGRES_NEW_STAMP = 'md5(random()::text || clock_timestamp()::text)';

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE catalogue_version (only_row INTEGER PRIMARY KEY CHECK (only_row = 1), stamp TEXT NOT NULL)`.execute(db);
  await sql.raw(`INSERT INTO catalogue_version (only_row, stamp) VALUES (1, ${SQLITE_NEW_STAMP})`).execute(db);
  const restamp = `BEGIN UPDATE catalogue_version SET stamp = ${SQLITE_NEW_STAMP}; END`;
  for (const { table, updateOf } of CHANGES) {
    await sql.raw(`CREATE TRIGGER ${table}_catalogue_insert AFTER INSERT ON ${table} ${restamp}`).execute(db);
    await sql.raw(`CREATE TRIGGER ${table}_catalogue_delete AFTER DELETE ON ${table} ${restamp}`).execute(db);
    await sql.raw(`CREATE TRIGGER ${table}_catalogue_update AFTER UPDATE${updateOf ? ` OF ${updateOf.join(', ')}` : ''} ON ${table} ${restamp}`).execute(db);
  }
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE catalogue_version (only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row), stamp text NOT NULL)`.execute(db);
  await sql.raw(`INSERT INTO catalogue_version (stamp) VALUES (${POSTGRES_NEW_STAMP})`).execute(db);
  await sql`CREATE TABLE catalogue_changes (xact xid8 PRIMARY KEY)`.execute(db);
  await sql`CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO catalogue_changes (xact) VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`.execute(db);
  await sql.raw(`CREATE FUNCTION catalogue_restamp() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_version SET stamp = ${POSTGRES_NEW_STAMP};
      DELETE FROM catalogue_changes WHERE xact = NEW.xact;
      RETURN NULL;
    END $$`).execute(db);
  await sql`CREATE CONSTRAINT TRIGGER catalogue_restamp_at_commit AFTER INSERT ON catalogue_changes
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_restamp()`.execute(db);
  for (const { table, updateOf } of CHANGES) {
    await sql.raw(`CREATE TRIGGER ${table}_catalogue_changed
      AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE${updateOf ? ` OF ${updateOf.join(', ')}` : ''} ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`).execute(db);
  }
}

export function catalogueVersionMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') await upPostgres(db);
      else await upSqlite(db);
    },
    async down(db: Kysely<unknown>) {
      for (const { table } of CHANGES) {
        if (dialect === 'postgres') {
          await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalogue_changed ON ${table}`).execute(db);
        } else {
          for (const event of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalogue_${event}`).execute(db);
        }
      }
      if (dialect === 'postgres') {
        await sql`DROP TABLE IF EXISTS catalogue_changes`.execute(db);
        await sql`DROP FUNCTION IF EXISTS catalogue_restamp()`.execute(db);
        await sql`DROP FUNCTION IF EXISTS catalogue_changed()`.execute(db);
      }
      await sql`DROP TABLE IF EXISTS catalogue_version`.execute(db);
    },
  };
}
