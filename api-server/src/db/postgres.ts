/**
 * The PostgreSQL pool, made to survive the faults a network database has:
 * - A connection that dies (a restart, a failover, `pg_terminate_backend`, a network cut) is logged
 *   and dropped from the pool, whether idle or in use; it never takes the process down.
 * - Nothing waits long on a database that is not there (docs/operations.md, "When the database
 *   goes away"): opening a connection gives up after 1 s, and a watchdog looks at every query still
 *   unanswered after 300 ms: it asks the server, on a fresh connection, whether it is there and
 *   whether it is running that query. No answer within 700 ms: the database is unreachable, every
 *   query in flight is cut and calls fail at once (503). The server answers but is not running the
 *   query (its connection was dropped on the way, as a NAT or firewall losing its state does): that
 *   connection alone is cut. A query the server is running is left alone however long it takes, so
 *   slow legitimate work (a migration, a bulk load) is never cut by the watchdog; the server's own
 *   statement timeout (5 s) and the client's read timeout (6 s) stay as the last resort.
 * - While the database is unreachable a probe tries a fresh connection every half second; the first
 *   probe that gets an answer lets traffic through again.
 * The parts, each with its clock and its probe passed in (unit-tested without a server):
 * guard/circuit-breaker.ts (unreachable: refuse and probe), guard/stall-watchdog.ts (stalled queries),
 * guard/guarded-client.ts (the pool's connections), guard/pg-connection.ts (pg's internals, the
 * fresh-connection question); errors.ts says what an error means. This file composes them.
 */
import { Pool, type ClientConfig, type PoolClient } from 'pg';
import { asError, DatabaseConnectionLostError, DatabaseUnreachableError, isUnreachable } from './errors';
import { createCircuitBreaker } from './guard/circuit-breaker';
import { systemClock, type Clock } from './guard/clock';
import { guardedClientClass } from './guard/guarded-client';
import { askServer, cut, pidOf } from './guard/pg-connection';
import { StallWatchdog } from './guard/stall-watchdog';
import { withStatementName } from './named-statements';

// Kept importable from here, where they were first defined.
export { DatabaseConnectionLostError, DatabaseUnreachableError, isDatabaseUnavailable } from './errors';

export const POSTGRES_TIMEOUTS = {
  /** Opening a connection: TCP, startup and authentication. */
  connectMs: 1000,
  /** Waiting for a free pooled connection (opening one included). */
  poolWaitMs: 2000,
  statementMs: 5000,
  /** Client side: after the server's own statement timeout, so that one normally wins. */
  queryMs: 6000,
  /** A transaction left open by a stuck request releases its locks after this. */
  idleInTransactionMs: 10_000,
  /** A query unanswered this long makes the watchdog check on the database. */
  stalledAfterMs: 300,
  /** The watchdog's check (connect and ask) gets this long before the database counts as unreachable. */
  checkTimeoutMs: 700,
  /** Checks start at most this often (a long query is checked on while it runs). */
  checkEveryMs: 250,
  /** A query the server was found not running is cut when a check started this much later finds the same. */
  notRunningGraceMs: 250,
  /** How often the watchdog looks at the queries in flight. */
  watchIntervalMs: 100,
  /** While the database is unreachable: a fresh connection is tried this often… */
  probeIntervalMs: 500,
  /** …and given this long. */
  probeTimeoutMs: 1000,
};

export interface PostgresPoolOptions {
  connectionString: string;
  max: number;
  /** `-c search_path=…` and the like. */
  options?: string;
  applicationName?: string;
  /** Called for every connection error (logging); the pool goes on. */
  onError: (error: Error, context: string) => void;
  /** The guard's timers; the system's by default. */
  clock?: Clock;
}

export interface ResilientPool {
  /** What Kysely's PostgresDialect needs. */
  connect(): Promise<PoolClient>;
  end(): Promise<void>;
  /** False while the database is known to be unreachable. */
  reachable(): boolean;
}

/** Where and as whom a connection connects (the pool's options but its size and handlers). */
export type ConnectionSettings = Pick<PostgresPoolOptions, 'connectionString' | 'options' | 'applicationName'>;

function clientConfigOf(options: ConnectionSettings): ClientConfig {
  return {
    connectionString: options.connectionString,
    ...(options.options ? { options: options.options } : {}),
    application_name: options.applicationName ?? 'marketplace-api',
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    // Lets the operating system find a dead idle connection in the end; the watchdog finds one in use.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * One plain connection for the migrations (db/migrate.ts): the pool's settings but no statement
 * limits, since a migration that rebuilds a large table (migration 018 at a million products: about
 * a minute) runs far past a request's 5 s. Opening it still gives up after `connectMs`.
 */
export function createMigrationPool(settings: ConnectionSettings): Pool {
  const { statement_timeout: _statement, query_timeout: _query, ...config } = clientConfigOf(settings);
  return new Pool({ ...config, application_name: `${config.application_name}-migrations`, statement_timeout: 0, max: 1, connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs });
}

/** A pg Pool whose connections are guarded by a circuit breaker and a stalled-query watchdog. */
export function createResilientPool(options: PostgresPoolOptions): ResilientPool {
  const clientConfig = clientConfigOf(options);
  const clock = options.clock ?? systemClock;
  const breaker = createCircuitBreaker({
    clock,
    probeIntervalMs: POSTGRES_TIMEOUTS.probeIntervalMs,
    probe: async () => (await askServer(clientConfig, clock, POSTGRES_TIMEOUTS.probeTimeoutMs, [])).reached,
    onOpen: (error) => options.onError(asError(error), 'the database is not reachable; calls answer 503 until it is'),
  });
  const watchdog = new StallWatchdog({
    clock,
    timings: POSTGRES_TIMEOUTS,
    check: (pids) => askServer(clientConfig, clock, POSTGRES_TIMEOUTS.checkTimeoutMs, pids),
    pidOf,
    cut,
    breaker,
    onLost: (state) => options.onError(new DatabaseConnectionLostError(`the server is not running its query (${state})`), 'a database connection was lost on the way'),
  });
  const failed = (error: unknown) => {
    if (isUnreachable(error)) breaker.open(error);
  };
  const Client = guardedClientClass(
    { refusing: breaker.isOpen, failed, started: (client) => watchdog.track(client), cut },
    POSTGRES_TIMEOUTS.connectMs,
    options.onError,
    withStatementName,
  );
  const pool = new Pool({ ...clientConfig, max: options.max, connectionTimeoutMillis: POSTGRES_TIMEOUTS.poolWaitMs, Client });
  // An idle connection that dies (restart, failover, pg_terminate_backend) is dropped from the pool.
  pool.on('error', (error) => options.onError(error, 'an idle database connection failed'));

  return {
    async connect() {
      if (breaker.isOpen()) throw new DatabaseUnreachableError();
      try {
        return await pool.connect();
      } catch (error) {
        failed(error);
        throw error;
      }
    },
    async end() {
      breaker.end();
      watchdog.end();
      await pool.end();
    },
    reachable: () => !breaker.isOpen(),
  };
}
