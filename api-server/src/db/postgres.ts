/**
 * The PostgreSQL pool, made to survive the faults a network database has:
 * - A connection that dies (a restart, a failover, `pg_terminate_backend`, a network cut) is logged
 *   and dropped from the pool, whether idle or in use; it never takes the process down.
 * - Nothing waits forever: connecting (or waiting for a free connection) gives up after 2 s, the
 *   server cancels a statement after 5 s, and the client stops waiting for an answer a little
 *   later (a partition, where even the cancel never arrives); that connection is then closed, so a
 *   late answer can never reach the next query.
 * - When the database cannot be reached at all, calls fail at once (503) instead of each waiting
 *   out its timeout, while a probe tries a fresh connection every half second; the first probe
 *   that gets an answer lets traffic through again.
 */
import { Client, Pool, type ClientConfig, type PoolClient } from 'pg';

export const POSTGRES_TIMEOUTS = {
  connectMs: 2000,
  statementMs: 5000,
  /** Client side: after the server's own statement timeout, so that one normally wins. */
  queryMs: 6000,
  /** A transaction left open by a stuck request releases its locks after this. */
  idleInTransactionMs: 10_000,
  probeIntervalMs: 500,
  probeTimeoutMs: 1000,
};

/** Thrown instead of connecting while the database is known to be unreachable. */
export class DatabaseUnreachableError extends Error {
  readonly code = 'DATABASE_UNREACHABLE';
  constructor(cause?: unknown) {
    super('The database is not reachable', { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
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

/** Whether the database (not the request) is why a query failed: answered 503 with Retry-After. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnreachableError) return true;
  const code = codeOf(error);
  if (code !== undefined && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code?.startsWith('SQLITE_BUSY_')) return true;
  return CONNECTION_MESSAGES.includes(messageOf(error));
}

/** Failures that mean no connection can be had at all (rather than one connection or query failing). */
function isUnreachable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ETIMEDOUT', '57P03'].includes(code)) return true;
  return ['Connection terminated due to connection timeout', 'Query read timeout'].includes(messageOf(error));
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

export function createResilientPool(options: PostgresPoolOptions): ResilientPool {
  const clientConfig: ClientConfig = {
    connectionString: options.connectionString,
    ...(options.options ? { options: options.options } : {}),
    application_name: options.applicationName ?? 'marketplace-api',
    statement_timeout: POSTGRES_TIMEOUTS.statementMs,
    query_timeout: POSTGRES_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
  };

  let unreachableSince: number | null = null;
  let probing: NodeJS.Timeout | null = null;
  let ended = false;

  const markUnreachable = (error: unknown) => {
    if (ended || !isUnreachable(error)) return;
    if (unreachableSince === null) {
      unreachableSince = Date.now();
      options.onError(error instanceof Error ? error : new Error(String(error)), 'the database is not reachable; calls answer 503 until it is');
    }
    probing ??= setTimeout(probe, POSTGRES_TIMEOUTS.probeIntervalMs);
  };

  async function probe(): Promise<void> {
    const client = new Client({ ...clientConfig, connectionTimeoutMillis: POSTGRES_TIMEOUTS.probeTimeoutMs, query_timeout: POSTGRES_TIMEOUTS.probeTimeoutMs });
    client.on('error', () => undefined);
    let ok = false;
    try {
      await client.connect();
      await client.query('SELECT 1');
      ok = true;
    } catch {
      // still unreachable
    } finally {
      client.end().catch(() => undefined);
    }
    probing = null;
    if (ended) return;
    if (ok) unreachableSince = null;
    else probing = setTimeout(probe, POSTGRES_TIMEOUTS.probeIntervalMs);
  }

  /** A client that logs its connection errors instead of crashing the process, and closes itself after a query read timeout. */
  class GuardedClient extends Client {
    constructor(config: ClientConfig) {
      super(config);
      // Without a listener, an error on a connection in use (pg emits it) would be thrown.
      this.on('error', (error) => options.onError(error, 'a database connection failed'));
    }

    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const result = (super.query as (...a: any[]) => any)(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          markUnreachable(error);
          // The unanswered query still owns the connection: close it rather than hand it out again.
          if (messageOf(error) === 'Query read timeout') (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        });
      }
      return result;
    }
  }

  const pool = new Pool({
    ...clientConfig,
    max: options.max,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
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
      await pool.end();
    },
    reachable: () => unreachableSince === null,
  };
}
