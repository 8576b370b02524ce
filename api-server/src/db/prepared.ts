/**
 * Queries built and compiled once. Kysely builds an operation tree and compiles it to SQL on every
 * call, which the API benchmark (bench/api.mjs) measured at about a fifth of the server's CPU on a
 * single-row read. For the hottest reads the SQL is compiled once, with stand-ins where the
 * arguments go, and each call only binds the values (the statement itself is cached by the driver,
 * see db/connect.ts, and on PostgreSQL prepared once per connection, db/named-statements.ts). The
 * query runs through Kysely's executor, so connections, transactions and both dialects behave as for
 * any other query; except that on SQLite a read asked of the database itself (not of a transaction)
 * goes to the read-only connection (db/committed-reads.ts).
 */
import { CompiledQuery, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import { committedReaderOf } from './committed-reads';
import { databaseKeyOf } from './database-key';
import { executeNamed, nameStatement } from './named-statements';

/** Marks where an argument goes; never sent to the database. */
class Placeholder {
  constructor(readonly index: number) {}
}

/**
 * `build` receives stand-ins for the arguments and must pass each straight to Kysely as a value
 * (not compute with it): `prepareQuery(2, (db, id, name) => db.selectFrom('t').where('id', '=', id)...)`,
 * or as a value in raw SQL (`sql\`… ${id} …\``).
 * The query is compiled on first use per dialect (the dialect decides the SQL), so it is shared by
 * a Kysely instance and its transactions.
 */
export function prepareQuery<Db, Args extends readonly unknown[], Row>(
  arity: Args['length'],
  build: (db: Kysely<Db>, ...args: Args) => Compilable<Row> | RawBuilder<Row>,
): (db: Kysely<Db>, ...args: Args) => Promise<Row[]> {
  // Per database, its transactions included (databaseKeyOf).
  const compiledFor = new WeakMap<object, { sql: string; slots: ReadonlyArray<number | { value: unknown }> }>();

  function compile(db: Kysely<Db>) {
    const placeholders = Array.from({ length: arity }, (_, index) => new Placeholder(index));
    const built = build(db, ...(placeholders as unknown as Args));
    // Raw SQL (sql`…`) compiles against its database; a query builder knows its own.
    const compiled = 'isRawBuilder' in built ? built.compile(db) : built.compile();
    const slots = compiled.parameters.map((value) => (value instanceof Placeholder ? value.index : { value }));
    const used = new Set(slots.filter((slot): slot is number => typeof slot === 'number'));
    if (used.size !== arity) throw new Error(`prepareQuery: ${arity - used.size} argument(s) never reach the SQL as values`);
    const entry = { sql: nameStatement(compiled.sql), slots };
    compiledFor.set(databaseKeyOf(db), entry);
    return entry;
  }

  return async (db, ...args) => {
    const { sql, slots } = compiledFor.get(databaseKeyOf(db)) ?? compile(db);
    const parameters = slots.map((slot) => (typeof slot === 'number' ? args[slot] : slot.value));
    const committed = committedReaderOf(db)?.(sql, parameters);
    if (committed !== undefined) return committed as Row[];
    const result = await db.executeQuery(CompiledQuery.raw(sql, parameters) as CompiledQuery<Row>);
    return result.rows;
  };
}

/**
 * prepareQuery for a statement with many values, taken as one object: `keys` lists its fields (the
 * positions the compiled statement binds). `build` must read every field it uses from the object;
 * reading one that `keys` lacks throws when the statement is first compiled.
 */
export function prepareQueryOf<Db, Args extends Record<string, unknown>, Row>(
  keys: ReadonlyArray<keyof Args & string>,
  build: (db: Kysely<Db>, args: Args) => Compilable<Row>,
): (db: Kysely<Db>, args: Args) => Promise<Row[]> {
  const positional = prepareQuery(keys.length, (db: Kysely<Db>, ...values: unknown[]) => {
    const byKey = new Map<string | symbol, unknown>(keys.map((key, index) => [key, values[index]]));
    const args = new Proxy({} as Args, {
      get(_target, key) {
        if (!byKey.has(key)) throw new Error(`prepareQueryOf: ${String(key)} is not among the statement's keys`);
        return byKey.get(key);
      },
    });
    return build(db, args);
  });
  return (db, args) => positional(db, ...keys.map((key) => args[key]));
}

/**
 * Runs a read of one fixed shape (values only as parameters, no condition added or left out per
 * call) as a compiled read: on SQLite's read-only connection when asked of the database itself
 * (committed-reads.ts), on PostgreSQL as a statement prepared once per connection.
 */
export async function executeFixedRead<Db, Row>(db: Kysely<Db>, query: RawBuilder<Row>): Promise<Row[]> {
  const readCommitted = committedReaderOf(db);
  if (readCommitted !== undefined) {
    const { sql, parameters } = query.compile(db);
    const committed = readCommitted(sql, parameters);
    if (committed !== undefined) return committed as Row[];
  }
  return (await executeNamed(db, query)).rows;
}
