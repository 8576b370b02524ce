/**
 * PostgreSQL statements parsed and planned once per connection. pg sends a query with values as an
 * unnamed statement, which the server parses and plans again on every call; a named one is parsed
 * once per connection and its plan kept (the server's plan cache). That work is most of what the
 * database spends on a short statement: named, the hot ones cost it far less (one store's checkout,
 * bench/checkout.mjs: about 745 → 955 orders/s).
 *
 * Only texts registered here are named: statements compiled once (db/prepared.ts), the few raw hot
 * ones, and queries of one fixed shape run through executeNamed: a bounded set, since pg keeps every
 * named statement for the connection's life. A text built per call (a search with its own
 * conditions) stays unnamed.
 */
import { CompiledQuery, type Kysely, type QueryResult, type RawBuilder } from 'kysely';

const names = new Map<string, string>();

/** Marks `text` (a complete statement with $n placeholders) to be prepared once per connection. */
export function nameStatement(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `marketplace_${names.size + 1}`;
    names.set(text, name);
  }
  return text;
}

/** pg's `query` arguments with a registered text as a named statement; any other call unchanged. */
export function withStatementName(args: unknown[]): unknown[] {
  if (args.length !== 2 || typeof args[0] !== 'string' || !Array.isArray(args[1])) return args;
  const name = names.get(args[0]);
  return name === undefined ? args : [{ name, text: args[0], values: args[1] }];
}

/**
 * Runs `query` as a named statement. Only for a query whose SQL text is the same on every call
 * (values only as parameters, no condition added or left out per call), or the set stops being bounded.
 */
export function executeNamed<Db, Row>(db: Kysely<Db>, query: RawBuilder<Row>): Promise<QueryResult<Row>> {
  const compiled = query.compile(db);
  return db.executeQuery(CompiledQuery.raw(nameStatement(compiled.sql), [...compiled.parameters]) as CompiledQuery<Row>);
}
