/**
 * SQLite: the statements compiled once (db/prepared.ts) that only read, asked of the database itself
 * rather than of a transaction, run on a second connection opened read-only, without Kysely's
 * executor.
 *
 * Why: Kysely serializes every query on SQLite's one connection (a mutex, a dozen `async` steps);
 * on a single-row read that was 17.6 µs of the API's 42 µs of CPU (docs/performance.md). And a read
 * on that one connection, taken while another request's transaction is open between its `await`s,
 * sees that transaction's uncommitted rows. In WAL mode a second connection sees exactly what is
 * committed when its statement starts and never waits for a writer, so such a read is both cheaper
 * and right. Everything inside a transaction keeps the transaction's connection (it must see its own
 * writes), and a statement that writes (SQLite's `sqlite3_stmt_readonly`) is never sent here.
 *
 * Reads asked in the same turn of the event loop run together (`together`, the API's own thread):
 * each statement on its own is a read transaction, whose start and end (WAL read lock taken and
 * released, two `fcntl` and an `fstat`) cost about three quarters of a single-row read; the reads of
 * a turn share one. They run once the turn's I/O is handled (`setImmediate`), so every read of the
 * batch was asked, and its request received, before the shared transaction began: it sees every
 * change committed before it was asked, here or by another process, as a read of its own would.
 */
import type SqliteDatabase from 'better-sqlite3';
import { withRowObjects, type RowStatement } from './row-objects';

type Statement = RowStatement;

/** Runs a read on committed data: its rows, or undefined when the statement is not a read. */
export type CommittedRead = (sql: string, parameters: readonly unknown[]) => unknown[] | Promise<unknown[]> | undefined;

const readers = new WeakMap<object, CommittedRead>();

interface AskedRead {
  statement: Statement;
  parameters: readonly unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/** Runs the reads asked since the last batch, in one read transaction when there are several. */
function readTogether(file: SqliteDatabase.Database): (statement: Statement, parameters: readonly unknown[]) => Promise<unknown[]> {
  const begin = file.prepare('BEGIN');
  const commit = file.prepare('COMMIT');
  let asked: AskedRead[] = [];
  const runAsked = () => {
    const batch = asked;
    asked = [];
    // BEGIN fails only on a closed connection (each read then fails on its own, as it would alone)
    // or inside a transaction, which this connection never leaves open.
    const shared = batch.length > 1 && file.open && !file.inTransaction;
    if (shared) begin.run();
    for (const read of batch) {
      try {
        read.resolve(read.statement.all(read.parameters as unknown[]));
      } catch (error) {
        read.reject(error);
      }
    }
    if (shared) commit.run();
  };
  return (statement, parameters) =>
    new Promise((resolve, reject) => {
      if (asked.length === 0) setImmediate(runAsked);
      asked.push({ statement, parameters, resolve, reject });
    });
}

/**
 * Serves `db`'s compiled reads from `file`, a read-only connection to the same database; with
 * `together`, the reads asked in one turn of the event loop share a read transaction.
 */
export function serveCommittedReads(db: object, file: SqliteDatabase.Database, { together = false } = {}): void {
  // null: a statement that writes, never run here. The set of texts is bounded: compiled once each.
  const statements = new Map<string, Statement | null>();
  const run = together ? readTogether(file) : (statement: Statement, parameters: readonly unknown[]) => statement.all(parameters as unknown[]);
  readers.set(db, (sql, parameters) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      const prepared = file.prepare(sql);
      statement = prepared.readonly && prepared.reader ? withRowObjects(prepared) : null;
      statements.set(sql, statement);
    }
    return statement === null ? undefined : run(statement, parameters);
  });
}

/** The committed reader of `db`, when it has one (SQLite's root instance only, never a transaction). */
export const committedReaderOf = (db: object): CommittedRead | undefined => readers.get(db);
