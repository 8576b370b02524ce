/**
 * The pool's connections: a pg Client that logs its connection errors instead of crashing the
 * process, refuses to connect or query while the database is known to be unreachable, tells the
 * guard of connect failures and reports its queries to the stall watchdog.
 */
import { Client, type ClientConfig } from 'pg';
import { DatabaseUnreachableError, isReadTimeout } from '../errors';

/** What a guarded connection asks of the guard. */
export interface ClientGuard<C> {
  /** True while the database is known to be unreachable: connects and queries fail at once. */
  refusing(): boolean;
  /** A connect or a query failed (the guard decides whether the database is unreachable). */
  failed(error: unknown): void;
  /** A query was sent on `client`; the returned function is called once it is answered or failed. */
  started(client: C): () => void;
  /** Ends `client`'s connection at once. */
  cut(client: C): void;
}

/** pg's callback style (connect, and query with a callback as its last argument). */
export type Callback = (error: Error | null, ...rest: unknown[]) => void;
export type Connect = (callback?: Callback) => Promise<void> | void;
export type Query = (...args: unknown[]) => unknown;

/** `connect` that refuses while the database is unreachable and tells the guard how connecting went. */
export function guardConnect(connect: Connect, guard: ClientGuard<unknown>): Connect {
  return (callback) => {
    if (guard.refusing()) {
      const refused = new DatabaseUnreachableError();
      if (!callback) return Promise.reject(refused);
      process.nextTick(callback, refused);
      return undefined;
    }
    // Known unreachable before pg-pool hears of it: it starts the next waiter's connection first.
    if (!callback) {
      return Promise.resolve(connect()).catch((error: unknown) => {
        guard.failed(error);
        throw error;
      });
    }
    return connect((error, ...rest) => {
      if (error) guard.failed(error);
      callback(error, ...rest);
    });
  };
}

/** `query` on `client` that refuses while the database is unreachable and reports a promised query to the watchdog. */
export function guardQuery<C>(client: C, query: Query, guard: ClientGuard<C>): Query {
  return (...args) => {
    const promiseStyle = !args.some((arg) => typeof arg === 'function') && typeof (args[0] as { submit?: unknown } | undefined)?.submit !== 'function';
    // A connection held across the outage (a transaction) must not wait on it either.
    if (promiseStyle && guard.refusing()) return Promise.reject(new DatabaseUnreachableError());
    const result = query(...args);
    if (result instanceof Promise) {
      const answered = guard.started(client);
      result.then(answered, (error: unknown) => {
        answered();
        guard.failed(error);
        // The unanswered query still owns the connection: close it rather than hand it out again.
        if (isReadTimeout(error)) guard.cut(client);
      });
    }
    return result;
  };
}

/**
 * The Client class the pool makes its connections with. `connect` and `query` are wrapped per
 * instance rather than overridden: pg types them with many overloads, which an override would
 * have to restate (or type as any). `queryArgs` may rewrite a query's arguments before it is sent
 * (db/named-statements.ts).
 */
export function guardedClientClass(
  guard: ClientGuard<Client>,
  connectMs: number,
  onError: (error: Error, context: string) => void,
  queryArgs: (args: unknown[]) => unknown[] = (args) => args,
): typeof Client {
  class GuardedClient extends Client {
    constructor(config: ClientConfig) {
      // The pool's own timeout covers waiting for a free connection; this one, opening a connection.
      super({ ...config, connectionTimeoutMillis: connectMs });
      // Without a listener, an error on a connection in use (pg emits it) would be thrown.
      this.on('error', (error) => onError(error, 'a database connection failed'));
      this.connect = guardConnect(super.connect.bind(this) as Connect, guard) as Client['connect'];
      const query = super.query.bind(this) as Query;
      this.query = guardQuery<Client>(this, (...args) => query(...queryArgs(args)), guard) as Client['query'];
    }
  }
  return GuardedClient as typeof Client;
}
