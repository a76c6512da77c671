import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { boundedPoolOptions } from '../../database/bounded-pool.js';

const PgStore = connectPgSimple(session);

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

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
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
    this.pgStore = new PgStore({
      pool: this.pool,
      tableName: 'session',
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

  /** Signs a user out everywhere, e.g. after their password was reset. */
  async destroyAllFor(userId: number): Promise<void> {
    await this.pool.query(`DELETE FROM "session" WHERE ("sess"->'passport'->>'user')::int = $1`, [
      userId,
    ]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pgStore.close();
    await this.pool.end();
  }
}
