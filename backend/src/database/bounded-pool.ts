import pg from 'pg';

/** DATABASE_TIMEOUT_MS's default: a few seconds, far above any query of this app on a healthy server. */
export const DEFAULT_DATABASE_TIMEOUT_MS = 3_000;
/** DATABASE_MIGRATION_TIMEOUT_MS's default: migrations may rewrite whole tables. */
export const DEFAULT_MIGRATION_TIMEOUT_MS = 10 * 60 * 1000;

/** pg's message when query_timeout passes with no answer from the server. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';
/**
 * How much longer the client waits than the server lets a statement run: a server that is
 * merely slow cancels the statement itself (SQLSTATE 57014) and keeps the connection usable;
 * only a server that does not answer at all (frozen, unreachable) meets the client's limit.
 */
const CLIENT_GRACE_MS = 250;

const isReadTimeout = (error: unknown) =>
  error instanceof Error && error.message === READ_TIMEOUT_MESSAGE;

type AnyFunction = (...args: unknown[]) => unknown;

/**
 * pg's client stops waiting at query_timeout but keeps the connection, its unanswered
 * statement still the one in progress, and TypeORM hands a connection back to the pool without
 * the error. The pool would give it to the next request, whose statement would queue behind the
 * stuck one; and a connection silently lost (a failover, a firewall dropping it) would never
 * answer again, failing every request that gets it until the process restarts. This client
 * closes such a connection at once (an `end()` with a statement in progress destroys the
 * socket); the pool drops it and makes a fresh one when next asked, which fails fast while the
 * server is frozen and works as soon as it answers.
 */
export class TimeoutDroppingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const send = this.query.bind(this) as AnyFunction;
    const dropOnTimeout = (error: unknown) => {
      if (isReadTimeout(error)) this.end().catch(() => undefined);
    };
    const query: AnyFunction = (...args) => {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
          dropOnTimeout(error);
          return (callback as AnyFunction)(error, ...rest);
        };
      }
      const result = send(...args);
      // Attached before the caller's own handlers, so the connection is already ending when
      // the caller releases it to the pool.
      if (result instanceof Promise) result.catch(dropOnTimeout);
      return result;
    };
    this.query = query as pg.Client['query'];
  }
}

/**
 * pg pool settings under which no wait for the database outlasts `timeoutMs` (plus the client's
 * short grace): waiting for a free connection or setting up a new one, and each statement, or
 * `statementTimeoutMs` for the statements of a job that needs longer. The failures these limits
 * raise are the "database unavailable" ones (database-unavailable.ts), answered 503 with
 * Retry-After like a refused connection.
 */
export function boundedPoolOptions(timeoutMs: number, statementTimeoutMs = timeoutMs) {
  return {
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + CLIENT_GRACE_MS,
    Client: TimeoutDroppingClient,
  } satisfies pg.PoolConfig;
}
