/**
 * SQLite: the statements compiled once (db/prepared.ts) that only read, asked of the database itself
 * rather than of a transaction, run on a second connection opened read-only, synchronously, without
 * Kysely's executor.
 *
 * Why: Kysely serializes every query on SQLite's one connection (a mutex, a dozen `async` steps);
 * on a single-row read that was 17.6 µs of the API's 42 µs of CPU (docs/performance.md). And a read
 * on that one connection, taken while another request's transaction is open between its `await`s,
 * sees that transaction's uncommitted rows. In WAL mode a second connection sees exactly what is
 * committed when its statement starts and never waits for a writer, so such a read is both cheaper
 * and right. Everything inside a transaction keeps the transaction's connection (it must see its own
 * writes), and a statement that writes (SQLite's `sqlite3_stmt_readonly`) is never sent here.
 */
import type SqliteDatabase from 'better-sqlite3';

type Statement = SqliteDatabase.Statement;

/** Runs a read on committed data: its rows, or undefined when the statement is not a read. */
export type CommittedRead = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

const readers = new WeakMap<object, CommittedRead>();

/** Serves `db`'s compiled reads from `file`, a read-only connection to the same database. */
export function serveCommittedReads(db: object, file: SqliteDatabase.Database): void {
  // null: a statement that writes, never run here. The set of texts is bounded: compiled once each.
  const statements = new Map<string, Statement | null>();
  readers.set(db, (sql, parameters) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      const prepared = file.prepare(sql);
      statement = prepared.readonly && prepared.reader ? prepared : null;
      statements.set(sql, statement);
    }
    return statement === null ? undefined : statement.all(parameters as unknown[]);
  });
}

/** The committed reader of `db`, when it has one (SQLite's root instance only, never a transaction). */
export const committedReaderOf = (db: object): CommittedRead | undefined => readers.get(db);
