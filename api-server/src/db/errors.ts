/**
 * What a database error means, on SQLite (better-sqlite3) and PostgreSQL (pg) alike: a constraint
 * violation the caller answers itself, or the database (not the request) being why a query failed.
 */

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

export function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');

export const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isCheckViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK';
}

/** SQLite: another connection holds the lock longer than the busy timeout. */
export function isSqliteBusy(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code?.startsWith('SQLITE_BUSY_') === true;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);
/** Network codes that mean no connection can be had at all (rather than one connection failing). */
const NO_CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ETIMEDOUT', '57P03']);
/** What pg says when its own connect timeout fires (the pool says the second). */
const CONNECT_TIMEOUT_MESSAGES = ['timeout expired', 'Connection terminated due to connection timeout'];
/** What pg says when an answer did not come within `query_timeout`. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';
const CONNECTION_MESSAGES = [
  ...CONNECT_TIMEOUT_MESSAGES,
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Connection terminated',
  READ_TIMEOUT_MESSAGE,
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
/** SQLSTATEs of a lost or refused connection and of an overloaded or cancelled server. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '40P01', '40001']);

/** Whether the database (not the request) is why a query failed: answered 503 with Retry-After. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnreachableError || error instanceof DatabaseConnectionLostError) return true;
  const code = codeOf(error);
  if (code !== undefined && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (isSqliteBusy(error)) return true;
  return CONNECTION_MESSAGES.includes(messageOf(error));
}

/** PostgreSQL: the statement ran past `statement_timeout` (or was cancelled) and was stopped by the server. */
export const isStatementTimeout = (error: unknown): boolean => codeOf(error) === '57014';

/** PostgreSQL: failures that mean no connection can be had at all (rather than one connection or query failing). */
export function isUnreachable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && NO_CONNECTION_CODES.has(code)) return true;
  return [...CONNECT_TIMEOUT_MESSAGES, READ_TIMEOUT_MESSAGE].includes(messageOf(error));
}

/** pg gave up waiting for an answer (`query_timeout`): the query may still be running on its connection. */
export const isReadTimeout = (error: unknown): boolean => messageOf(error) === READ_TIMEOUT_MESSAGE;

/** PostgreSQL: an error the server itself sent (a SQLSTATE), not a shutdown: the server is there. */
export function answeredByServer(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('57P0');
}
