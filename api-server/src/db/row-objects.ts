/**
 * SQLite: a statement's rows made into objects here, from better-sqlite3's rows as arrays, with the
 * column names read once per statement.
 *
 * Why: better-sqlite3 makes each row's object in C++, and for every column of every row it turns
 * the column's name into a V8 string again (a string-table lookup with hashing). On the product
 * read's 12 columns that was a quarter of the statement's cost: 10.4 µs a read against 7.9 from
 * arrays, and a page of 20 rows 57 µs against 34 (docs/performance.md). The objects are the same:
 * own properties in column order, a later column of the same name in place of an earlier one.
 */
import type SqliteDatabase from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

type Row = Record<string, unknown>;

/** Kysely's statement, whose `run` may also be called without parameters (the group commit's BEGIN). */
export type RowStatement = Omit<SqliteStatement, 'run'> & { run(parameters?: readonly unknown[]): ReturnType<SqliteStatement['run']> };

/** Makes one row's object: the same keys in the same order, so every row shares one hidden class. */
function rowMaker(names: readonly string[]): (values: readonly unknown[]) => Row {
  const count = names.length;
  return (values) => {
    const row: Row = {};
    for (let i = 0; i < count; i += 1) row[names[i]] = values[i];
    return row;
  };
}

/**
 * `statement` as Kysely's driver and the committed reads use it, its rows made as above when it
 * returns named columns; any other statement (a write without RETURNING, a `*`) as it is.
 */
export function withRowObjects(statement: SqliteDatabase.Statement): RowStatement {
  if (!statement.reader) return statement;
  // `*` (Kysely's selectAll, RETURNING *): the columns follow the schema, and SQLite prepares the
  // statement again after a change of it (a migration, a table rebuilt with its columns in another
  // order), so the names read now could go stale. Named columns never change while the text stands.
  if (statement.source.includes('*')) return statement;
  const names = statement.columns().map((column) => column.name);
  // A column named `__proto__` would set the object's prototype when assigned: left to better-sqlite3.
  if (names.includes('__proto__')) return statement;
  const rows = statement.raw(true);
  const makeRow = rowMaker(names);
  return {
    reader: true,
    all: (parameters) => (rows.all(parameters as unknown[]) as unknown[][]).map(makeRow),
    run: (parameters = []) => rows.run(parameters as unknown[]),
    *iterate(parameters) {
      for (const values of rows.iterate(parameters as unknown[]) as IterableIterator<unknown[]>) yield makeRow(values);
    },
  };
}
