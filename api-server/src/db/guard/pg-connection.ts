/**
 * What the guard needs from node-postgres beyond its public API, and the fresh-connection question
 * the watchdog and the circuit breaker ask the server.
 */
import { Client, type ClientConfig } from 'pg';
import { answeredByServer } from '../errors';
import type { Cancel, Clock } from './clock';
import type { CheckOutcome } from './stall-watchdog';

/** The two fields of a pg Client the guard reads that its public API and typings leave out. */
interface PgClientInternals {
  /** The server process behind the connection (set by pg on connecting). */
  processID?: unknown;
  /** pg's connection wrapper around the socket. */
  connection?: { stream?: { destroy(): void } };
}

/**
 * The only place that reaches into pg's internals, and why: the watchdog must match a query to its
 * server process (pg_stat_activity's pid) and must end a connection at once without a goodbye to a
 * server that may not be listening; `client.end()` waits for the server, pg offers nothing else.
 * Both fields have been there since pg 7; the pool tests against a real server would catch a change.
 */
function pgInternals(client: Client): { pid: number | undefined; destroySocket(): void } {
  const internals = client as unknown as PgClientInternals;
  return {
    pid: typeof internals.processID === 'number' ? internals.processID : undefined,
    destroySocket: () => internals.connection?.stream?.destroy(),
  };
}

/** The server process behind a connection, when known. */
export const pidOf = (client: Client): number | undefined => pgInternals(client).pid;

/** Ends a connection at once (no goodbye to a server that may not be listening): its query in flight fails. */
export const cut = (client: Client): void => pgInternals(client).destroySocket();

/**
 * Connects afresh and, when `pids` are given, reads what the server's backends of those
 * connections are doing. Any answer from the server, a refusal included, counts as reached.
 * Never rejects: no answer within `timeoutMs` is an outcome too.
 */
export async function askServer(config: ClientConfig, clock: Clock, timeoutMs: number, pids: number[]): Promise<CheckOutcome> {
  const client = new Client({ ...config, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  client.on('error', () => undefined);
  let cancelTimer: Cancel = () => undefined;
  const noAnswer = new Promise<CheckOutcome>((resolve) => {
    cancelTimer = clock.after(timeoutMs, () => {
      cut(client);
      resolve({ reached: false, error: new Error('timeout expired') });
    });
  });
  try {
    return await Promise.race([ask(client, pids), noAnswer]);
  } finally {
    cancelTimer();
    client.end().catch(() => undefined);
  }
}

async function ask(client: Client, pids: number[]): Promise<CheckOutcome> {
  const failed = (error: unknown): CheckOutcome => (answeredByServer(error) ? { reached: true, states: null } : { reached: false, error });
  try {
    await client.connect();
  } catch (error) {
    return failed(error);
  }
  try {
    if (pids.length === 0) {
      await client.query('SELECT 1');
      return { reached: true, states: null };
    }
    const { rows } = await client.query<{ pid: number; state: string | null }>('SELECT pid, state FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids]);
    return { reached: true, states: new Map(rows.map((row) => [row.pid, row.state])) };
  } catch (error) {
    return failed(error);
  }
}
