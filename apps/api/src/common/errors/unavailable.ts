/**
 * Errors that say PostgreSQL or Redis cannot be reached right now, rather than that the request
 * or our code is wrong: the answer is 503, which clients and load balancers know to retry.
 */
const CONNECTION_CODES: ReadonlySet<string> = new Set([
  // Node's sockets and DNS
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, starting up, or the connection is gone
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

const CONNECTION_MESSAGES: readonly RegExp[] = [
  // ioredis without its offline queue, while disconnected
  /enableOfflineQueue/,
  /^Connection is closed\.?$/,
  // pg and pg-pool
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
];

export function isServiceUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // TypeORM's QueryFailedError keeps the driver's error, and its code, in driverError.
  const code =
    (error as { code?: unknown }).code ??
    (error as { driverError?: { code?: unknown } }).driverError?.code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}
