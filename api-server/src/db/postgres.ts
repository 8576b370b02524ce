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
 */
import { Client, Pool, type ClientConfig, type PoolClient } from 'pg';

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

/** Thrown instead of connecting or querying while the database is known to be unreachable. */
export class DatabaseUnreachableError extends Error {
  readonly code = 'DATABASE_UNREACHABLE';
  constructor(cause?: unknown) {
    super('The database is not reachable', { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

/** What a query cut by the watchdog fails with. */
export class DatabaseConnectionLostError extends Error {
  readonly code = 'DATABASE_CONNECTION_LOST';
  constructor(reason: string) {
    super(`The database connection was cut: ${reason}`);
    this.name = 'DatabaseConnectionLostError';
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);
/** What pg says when its own connect timeout fires (the pool says the second). */
const CONNECT_TIMEOUT_MESSAGES = ['timeout expired', 'Connection terminated due to connection timeout'];
const CONNECTION_MESSAGES = [
  ...CONNECT_TIMEOUT_MESSAGES,
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
/** SQLSTATEs of a lost or refused connection and of an overloaded or cancelled server. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '40P01', '40001']);

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');
const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** Whether the database (not the request) is why a query failed: answered 503 with Retry-After. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnreachableError || error instanceof DatabaseConnectionLostError) return true;
  const code = codeOf(error);
  if (code !== undefined && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code?.startsWith('SQLITE_BUSY_')) return true;
  return CONNECTION_MESSAGES.includes(messageOf(error));
}

/** Failures that mean no connection can be had at all (rather than one connection or query failing). */
function isUnreachable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ETIMEDOUT', '57P03'].includes(code)) return true;
  return [...CONNECT_TIMEOUT_MESSAGES, 'Query read timeout'].includes(messageOf(error));
}

export interface PostgresPoolOptions {
  connectionString: string;
  max: number;
  /** `-c search_path=…` and the like. */
  options?: string;
  applicationName?: string;
  /** Called for every connection error (logging); the pool goes on. */
  onError: (error: Error, context: string) => void;
}

export interface ResilientPool {
  /** What Kysely's PostgresDialect needs. */
  connect(): Promise<PoolClient>;
  end(): Promise<void>;
  /** False while the database is known to be unreachable. */
  reachable(): boolean;
}

/** A query sent and not answered yet. */
interface InFlight {
  client: Client;
  since: number;
  /** When a check first found the server not running it (null: running, or not known). */
  notRunningSince: number | null;
}

/** What a check found: no answer, or an answer with the state of the asked-about backends (when it could read them). */
type CheckOutcome = { reached: false; error: unknown } | { reached: true; states: Map<number, string | null> | null };

/** The server process behind a connection (pg sets it on connecting; its typings leave it out). */
const pidOf = (client: Client): number | undefined => {
  const pid = (client as unknown as { processID?: unknown }).processID;
  return typeof pid === 'number' ? pid : undefined;
};

/** An error the server itself sent (a SQLSTATE), not a shutdown: the server is there. */
const answeredByServer = (error: unknown): boolean => {
  const code = codeOf(error);
  return code !== undefined && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('57P0');
};

/** Ends a connection at once (no goodbye to a server that may not be listening): its query in flight fails. */
function cut(client: Client): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

export function createResilientPool(options: PostgresPoolOptions): ResilientPool {
  const clientConfig: ClientConfig = {
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

  let unreachableSince: number | null = null;
  let probing: NodeJS.Timeout | null = null;
  let ended = false;
  /** Queries in flight, oldest first (a Set keeps insertion order). */
  const inFlight = new Set<InFlight>();
  let watching: NodeJS.Timeout | null = null;
  let checking = false;
  let lastCheck = 0;

  const openCircuit = (error: unknown) => {
    if (ended) return;
    if (unreachableSince === null) {
      unreachableSince = Date.now();
      options.onError(asError(error), 'the database is not reachable; calls answer 503 until it is');
    }
    probing ??= setTimeout(probe, POSTGRES_TIMEOUTS.probeIntervalMs);
  };
  const markUnreachable = (error: unknown) => {
    if (isUnreachable(error)) openCircuit(error);
  };

  /**
   * Connects afresh and, when `pids` are given, reads what the server's backends of those
   * connections are doing. Any answer from the server, a refusal included, counts as reached.
   */
  async function ask(timeoutMs: number, pids: number[]): Promise<CheckOutcome> {
    const client = new Client({ ...clientConfig, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
    client.on('error', () => undefined);
    let timer: NodeJS.Timeout | undefined;
    const noAnswer = new Promise<CheckOutcome>((resolve) => {
      timer = setTimeout(() => {
        cut(client);
        resolve({ reached: false, error: new Error('timeout expired') });
      }, timeoutMs);
    });
    const asking = (async (): Promise<CheckOutcome> => {
      try {
        await client.connect();
      } catch (error) {
        return answeredByServer(error) ? { reached: true, states: null } : { reached: false, error };
      }
      try {
        if (pids.length === 0) {
          await client.query('SELECT 1');
          return { reached: true, states: null };
        }
        const { rows } = await client.query<{ pid: number; state: string | null }>('SELECT pid, state FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids]);
        return { reached: true, states: new Map(rows.map((row) => [row.pid, row.state])) };
      } catch (error) {
        return answeredByServer(error) ? { reached: true, states: null } : { reached: false, error };
      }
    })();
    try {
      return await Promise.race([asking, noAnswer]);
    } finally {
      clearTimeout(timer);
      client.end().catch(() => undefined);
    }
  }

  async function probe(): Promise<void> {
    const outcome = await ask(POSTGRES_TIMEOUTS.probeTimeoutMs, []);
    probing = null;
    if (ended) return;
    if (outcome.reached) unreachableSince = null;
    else probing = setTimeout(probe, POSTGRES_TIMEOUTS.probeIntervalMs);
  }

  /** Looks at the oldest query in flight; one that stalled gets the database checked on. */
  function watch(): void {
    if (inFlight.size === 0) {
      if (watching) clearInterval(watching);
      watching = null;
      return;
    }
    const now = Date.now();
    const oldest = inFlight.values().next().value!;
    if (checking || now - oldest.since < POSTGRES_TIMEOUTS.stalledAfterMs || now - lastCheck < POSTGRES_TIMEOUTS.checkEveryMs) return;
    if (unreachableSince !== null) {
      // Known unreachable already (a connect that timed out): nothing stalled will be answered.
      for (const query of inFlight) if (now - query.since >= POSTGRES_TIMEOUTS.stalledAfterMs) cut(query.client);
      return;
    }
    const stalled = [...inFlight].filter((query) => now - query.since >= POSTGRES_TIMEOUTS.stalledAfterMs);
    checking = true;
    lastCheck = now;
    void check(stalled).finally(() => {
      checking = false;
    });
  }

  async function check(stalled: InFlight[]): Promise<void> {
    const pids = stalled.map((query) => pidOf(query.client)).filter((pid): pid is number => pid !== undefined);
    const now = Date.now();
    const outcome = await ask(POSTGRES_TIMEOUTS.checkTimeoutMs, pids);
    if (ended) return;
    if (!outcome.reached) {
      openCircuit(outcome.error);
      // Every query in flight went the same way as the check: none will be answered.
      for (const query of inFlight) cut(query.client);
      return;
    }
    if (!outcome.states) return;
    for (const query of stalled) {
      if (!inFlight.has(query)) continue; // answered meanwhile
      const state = outcome.states.get(pidOf(query.client) ?? -1);
      // Absent or unreadable: nothing known (a pooler in between has other pids); the read timeout stays.
      if (state === undefined || state === null || state === 'active') {
        query.notRunningSince = null;
        continue;
      }
      // Seen twice, some time apart, so that an answer already on its way when the server went idle gets there.
      query.notRunningSince ??= now;
      if (now - query.notRunningSince >= POSTGRES_TIMEOUTS.notRunningGraceMs) {
        options.onError(new DatabaseConnectionLostError(`the server is not running its query (${state})`), 'a database connection was lost on the way');
        cut(query.client);
      }
    }
  }

  /** A client that logs its connection errors instead of crashing the process and reports its queries to the watchdog. */
  class GuardedClient extends Client {
    constructor(config: ClientConfig) {
      // The pool's own timeout covers waiting for a free connection; this one, opening a connection.
      super({ ...config, connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs });
      // Without a listener, an error on a connection in use (pg emits it) would be thrown.
      this.on('error', (error) => options.onError(error, 'a database connection failed'));
    }

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override connect(callback?: any): any {
      if (unreachableSince === null) {
        // Known unreachable before pg-pool hears of it: it starts the next waiter's connection first.
        if (!callback) {
          return super.connect().catch((error: unknown) => {
            markUnreachable(error);
            throw error;
          });
        }
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        return super.connect((error: Error | null, ...rest: any[]) => {
          if (error) markUnreachable(error);
          callback(error, ...rest);
        });
      }
      const refused = new DatabaseUnreachableError();
      if (!callback) return Promise.reject(refused);
      process.nextTick(callback, refused);
      return undefined;
    }

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const promiseStyle = !args.some((arg) => typeof arg === 'function') && typeof args[0]?.submit !== 'function';
      // A connection held across the outage (a transaction) must not wait on it either.
      if (promiseStyle && unreachableSince !== null) return Promise.reject(new DatabaseUnreachableError());
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const result = (super.query as (...a: any[]) => any)(...args);
      if (result instanceof Promise) {
        const query: InFlight = { client: this, since: Date.now(), notRunningSince: null };
        inFlight.add(query);
        watching ??= setInterval(watch, POSTGRES_TIMEOUTS.watchIntervalMs).unref();
        result.then(
          () => inFlight.delete(query),
          (error: unknown) => {
            inFlight.delete(query);
            markUnreachable(error);
            // The unanswered query still owns the connection: close it rather than hand it out again.
            if (messageOf(error) === 'Query read timeout') cut(this);
          },
        );
      }
      return result;
    }
  }

  const pool = new Pool({
    ...clientConfig,
    max: options.max,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.poolWaitMs,
    Client: GuardedClient as unknown as typeof Client,
  });
  // An idle connection that dies (restart, failover, pg_terminate_backend) is dropped from the pool.
  pool.on('error', (error) => options.onError(error, 'an idle database connection failed'));

  return {
    async connect() {
      if (unreachableSince !== null) throw new DatabaseUnreachableError();
      try {
        return await pool.connect();
      } catch (error) {
        markUnreachable(error);
        throw error;
      }
    },
    async end() {
      ended = true;
      if (probing) clearTimeout(probing);
      probing = null;
      if (watching) clearInterval(watching);
      watching = null;
      await pool.end();
    },
    reachable: () => unreachableSince === null,
  };
}
