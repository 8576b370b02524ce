/**
 * SQLite cannot change a column's CHECK constraint in place. The table is rebuilt from its own CREATE
 * statement, changed by `change` (SQLite's documented "12 steps"): rows, indexes, triggers and the id
 * sequence come along, so columns other migrations added are kept. Run inside a transaction.
 */
import { sql, type Kysely } from 'kysely';

export async function rebuildSqliteTable(trx: Kysely<unknown>, table: string, change: (createSql: string) => string): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    SELECT type, sql FROM sqlite_master WHERE tbl_name = ${table} AND sql IS NOT NULL`.execute(trx);
  const original = rows.find((r) => r.type === 'table')?.sql;
  const header = `CREATE TABLE "${table}"`;
  if (!original?.startsWith(header)) throw new Error(`${table} table is not in the shape this migration expects`);
  const changed = change(original);
  if (changed === original) throw new Error(`${table} table is not in the shape this migration expects (nothing to change)`);
  const { rows: sequence } = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = ${table}`.execute(trx);

  await sql.raw(`CREATE TABLE "${table}_rebuilt"${changed.slice(header.length)}`).execute(trx);
  await sql`INSERT INTO ${sql.table(`${table}_rebuilt`)} SELECT * FROM ${sql.table(table)}`.execute(trx);
  await sql`DROP TABLE ${sql.table(table)}`.execute(trx);
  await sql`ALTER TABLE ${sql.table(`${table}_rebuilt`)} RENAME TO ${sql.table(table)}`.execute(trx);
  for (const other of rows.filter((r) => r.type !== 'table')) await sql.raw(other.sql!).execute(trx);
  // An id once given is never given again, even when the rows holding the highest ones are gone.
  if (sequence.length > 0) {
    await sql`UPDATE sqlite_sequence SET seq = max(seq, ${sequence[0].seq}) WHERE name = ${table}`.execute(trx);
    await sql`INSERT INTO sqlite_sequence (name, seq) SELECT ${table}, ${sequence[0].seq} WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${table})`.execute(trx);
  }
}
