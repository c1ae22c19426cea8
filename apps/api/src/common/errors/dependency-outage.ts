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
];

export function isDependencyOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true; // ioredis gave up on a command
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkOutage.has(code) || postgresOutage(code))) return true;
  if (outageMessages.some((message) => error.message.startsWith(message))) return true;
  // TypeORM wraps the driver's error (QueryFailedError.driverError).
  const driverError = (error as { driverError?: unknown }).driverError;
  return driverError !== undefined && driverError !== error && isDependencyOutage(driverError);
}
