import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * What stands for one database in a per-database cache: its dialect adapter, which a Kysely
 * instance shares with its transactions and its plugins' copies (each a new Kysely object).
 * `getExecutor` is marked internal in Kysely 0.28 but is what plugins reach for; tests cover it.
 */
export const databaseKeyOf = <DB>(db: Kysely<DB>): object => db.getExecutor().adapter;

/** Whether `db` (or the database of the transaction `db`) is PostgreSQL. */
export const isPostgres = (db: Pick<Kysely<unknown>, 'getExecutor'>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
