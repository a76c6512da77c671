import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { boundedPoolOptions } from '../../database/bounded-pool.js';
import { type PreparedStatement, runPrepared } from '../../database/prepared-statement.js';
import { toUser, userColumns } from '../user-columns.js';
import type { User } from '../user.entity.js';
import { SESSIONS_PER_MEMBER } from './session-data.js';
import { SESSION_TABLE, sessionAndUserStatement, sessionClock } from './session-read.js';
import { keepUserReadWithSession } from './user-read-with-session.js';

const PgStore = connectPgSimple(session);

/** A session row with the user it names, or nulls in the user's columns. */
type SessionAndUserRow = { sess: session.SessionData } & Record<keyof User, unknown>;

/**
 * connect-pg-simple, whose session read also reads the user the session names, in the same
 * statement: every signed-in request needs both, and one statement fewer is one round trip
 * fewer and less of the server's CPU (bench/RESULTS.md, "Three levers, and a baseline that reads
 * what the site reads"). The store's other calls (save, destroy, pruning) are the library's
 * own. passport's deserializer takes the user from there (user-read-with-session.ts), so it is
 * read with the session, never kept beyond the request: a sign-out or a deleted account counts
 * from the next request on.
 */
class SessionAndUserStore extends PgStore {
  private pruningStarted = false;
  private readonly logger = new Logger('SessionStore');

  constructor(
    private readonly sessionPool: pg.Pool,
    private readonly read: PreparedStatement,
    options: ConstructorParameters<typeof PgStore>[0],
  ) {
    super(options);
  }

  override get(
    sid: string,
    callback: (error: unknown, data?: session.SessionData | null) => void,
  ): void {
    // The library's read starts its pruning timer; this one has to start it.
    if (!this.pruningStarted) {
      this.pruningStarted = true;
      this.pruneSessions();
    }
    runPrepared<SessionAndUserRow>(this.sessionPool, this.read, [sid, sessionClock()]).then(
      ([row]) => {
        if (!row) return callback(null);
        const { sess, ...user } = row;
        keepUserReadWithSession(sess, user.id === null ? null : toUser(user as Partial<User>));
        callback(null, sess);
      },
      callback,
    );
  }

  /**
   * The library's save, then, for a signed-in session, the member's oldest sessions beyond
   * SESSIONS_PER_MEMBER go. Without a cap, every sign-in left a row for the session's 30 days,
   * and an account signed in again and again, from address after address, grew the table
   * without bound. Saves are rare (sign-in; the touch is off), so this costs a sign-in one
   * indexed DELETE. The session just saved is never among them, and the others go oldest first
   * by their cookie's end (an ISO time to the millisecond, so its text sorts as the time does;
   * the row's `expire` is in whole seconds, and two sign-ins in one second tied). A failed trim
   * only logs: the sign-in itself went through, and the member's next sign-in trims again.
   */
  override set(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
    super.set(sid, sess, (error?: unknown) => {
      const userId = sess.passport?.user;
      if (error || userId === undefined) return callback?.(error);
      this.sessionPool
        .query(othersBeyondNewestOfMember, [userId, sid, SESSIONS_PER_MEMBER - 1])
        .catch((trimError: Error) => this.logger.warn(`session trim: ${trimError.message}`))
        .finally(() => callback?.());
    });
  }
}

/**
 * Deletes member $1's sessions but session $2 and their $3 newest others (the index on the
 * member: migration 190).
 */
const othersBeyondNewestOfMember = `DELETE FROM "${SESSION_TABLE}" WHERE "sid" IN (
  SELECT "sid" FROM "${SESSION_TABLE}"
  WHERE "sess" #>> '{passport,user}' = $1::text AND "sid" <> $2
  ORDER BY "sess" #>> '{cookie,expires}' DESC OFFSET $3)`;

/**
 * The PostgreSQL session store (table from our migration) and its own small pool, so that every
 * replica shares the sessions. The pool has an error listener: without one, a PostgreSQL restart
 * emits an unhandled 'error' and takes the process down.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly logger = new Logger('SessionStore');
  readonly pool: pg.Pool;
  readonly store: session.Store;
  private readonly pgStore: InstanceType<typeof PgStore>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    if (!config.databaseUrl) throw new Error('The session store needs the database URL.');
    this.pool = new pg.Pool({
      connectionString: config.databaseUrl,
      // Every signed-in request reads its session here first: with 5 connections, 50 requests
      // in flight queued for them (bench/RESULTS.md, "API"); 10 is the app's other pool's size.
      max: 10,
      // Fail fast (503) during a database outage or freeze instead of holding the request.
      ...boundedPoolOptions(config.databaseTimeoutMs),
    });
    this.pool.on('error', (error) => this.logger.warn(`session pool: ${error.message}`));
    const read = sessionAndUserStatement(userColumns(dataSource, 'u'));
    this.pgStore = new SessionAndUserStore(this.pool, read, {
      pool: this.pool,
      tableName: SESSION_TABLE,
      createTableIfMissing: false,
      // No write per request. A session lasts SESSION_MAX_AGE_MS from sign-in whatever the
      // activity (session-data.ts): the cookie is not rolling, so the browser drops it then, and
      // the row's `expire` (set when the session is saved) says the same. express-session would
      // otherwise call touch() on every signed-in request: an UPDATE and a commit each time,
      // which only pushed the row's end past the cookie's (measured in bench/RESULTS.md, "API").
      disableTouch: true,
      errorLog: (...args: unknown[]) => this.logger.warn(args.map(String).join(' ')),
    });
    this.store = this.pgStore;
  }

  /**
   * Signs a user out everywhere, e.g. after their password was reset. The session's entry is
   * compared as text, as the read does before its cast, so no session's content can make it fail.
   */
  async destroyAllFor(userId: number): Promise<void> {
    await this.pool.query(
      `DELETE FROM "${SESSION_TABLE}" WHERE "sess" #>> '{passport,user}' = $1::text`,
      [userId],
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pgStore.close();
    await this.pool.end();
  }
}
