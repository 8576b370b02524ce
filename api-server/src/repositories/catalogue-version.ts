/**
 * The catalogue's version stamp (migration 020): it changes with every committed change to what the
 * shop's facet counts and suggestions read. Two ways to read it, for the two questions asked of it:
 * - `currentCatalogueStamp`: what is committed now (on SQLite from the read-only connection, on
 *   PostgreSQL as a statement prepared once per connection): is a kept answer still right?
 * - `catalogueStampSeenBy`: what the connection about to answer sees, read just before it answers,
 *   so the answer is of that state or a later one, never an earlier one.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { executeNamed } from '../db/named-statements';
import { prepareQuery } from '../db/prepared';

type Db = Kysely<Database>;

const selectStamp = prepareQuery(0, (db: Db) => db.selectFrom('catalogue_version').select('stamp'));

export async function currentCatalogueStamp(db: Db): Promise<string> {
  const [row] = await selectStamp(db);
  return row.stamp;
}

export async function catalogueStampSeenBy(db: Db): Promise<string> {
  // Through Kysely's executor: on SQLite the connection `db` counts on, never the read-only one.
  const { rows: [row] } = await executeNamed(db, sql<{ stamp: string }>`SELECT stamp FROM catalogue_version`);
  return row.stamp;
}
