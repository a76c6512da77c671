/** Seconds a client is told to wait when the database is briefly away (a restart, a failover). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Connection-level failures, as opposed to a query that is wrong or breaks a constraint. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown…), and
 * 57014, a statement cancelled by statement_timeout (bounded-pool.ts): the server is too slow
 * to answer within DATABASE_TIMEOUT_MS, which a later try may not be.
 */
const SQLSTATE = /^(08|57P0[1-3]|57014$)/;
/**
 * pg's own messages for a dead, unobtainable or unanswering connection, which carry no code:
 * a pool that gave no connection in time, a server that did not answer within query_timeout,
 * a connection closed for that reason.
 */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|connection is not open|Cannot use a pool after calling end/i;

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * True when `error` (or what it wraps: TypeORM's QueryFailedError keeps pg's error as
 * `driverError`, an AggregateError holds one per address tried) says the database cannot be
 * reached, so the request is worth retrying later rather than a bug.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const code = codeOf(error);
  if (code && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (error instanceof Error && MESSAGES.test(error.message)) return true;
  const inner = error as { driverError?: unknown; cause?: unknown; errors?: unknown };
  if (Array.isArray(inner.errors) && inner.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return (
    isDatabaseUnavailable(inner.driverError, depth + 1) ||
    isDatabaseUnavailable(inner.cause, depth + 1)
  );
}
