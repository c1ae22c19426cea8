// A request that failed because a service the API needs is down (Redis, PostgreSQL) is not the caller's mistake
// and not a bug: it gets 503 with a sentence saying to try again shortly, and the log a warning, not a stack.

// SQLSTATE class 08 (connection exception) and the server shutting down or starting up (57P01-57P03).
const postgresOutage = (code: string) => code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code);
const networkOutage = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const outageMessages = [
  'Connection is closed.', // ioredis, a command on a closed connection
  "Stream isn't writeable", // ioredis without its offline queue
  'Connection terminated', // pg, the server went away mid-query
  // pg, a statement on a held connection that the server ended between two statements (a restart)
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

// TypeORM releases a transaction's query runner when its connection emits an error (the server ended it): the
// transaction's next statement then fails as "already released", which is otherwise a bug of ours. It counts as
// the outage only while a connection was lost that recently (noteConnectionLost, called by the pool).
const RELEASED_RUNNER_ERRORS = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
]);
export const CONNECTION_LOSS_RECENT_MS = 60_000;
let connectionLostAt = Number.NEGATIVE_INFINITY;

/** A PostgreSQL connection in use died (the server restarted or ended it). */
export function noteConnectionLost(now = Date.now()): void {
  connectionLostAt = now;
}

export function isDependencyOutage(error: unknown): boolean {
  // Not `instanceof Error`: Node's own errors (ECONNREFUSED) come from another realm under Jest's VM modules.
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name === 'MaxRetriesPerRequestError') return true; // ioredis gave up on a command
  if (typeof name === 'string' && RELEASED_RUNNER_ERRORS.has(name))
    return Date.now() - connectionLostAt < CONNECTION_LOSS_RECENT_MS;
  if (typeof code === 'string' && (networkOutage.has(code) || postgresOutage(code))) return true;
  if (typeof message === 'string' && outageMessages.some((outage) => message.startsWith(outage))) return true;
  // TypeORM wraps the driver's error (QueryFailedError.driverError).
  const driverError = (error as { driverError?: unknown }).driverError;
  return driverError !== undefined && driverError !== error && isDependencyOutage(driverError);
}
