import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { PgBoss } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * Connections pg-boss may hold: its workers (mail, RSVP nudges) only borrow one to claim or
 * settle a job, never while a job runs, so a few serve them and its maintenance.
 */
const MAX_CONNECTIONS = 3;
/**
 * How long a stop waits for jobs under way (an SMTP conversation, a nudge round) before pg-boss
 * fails them, which hands them back to be retried: within main.ts's shutdown budget.
 */
const STOP_GRACE_MS = 5_000;
/**
 * How often pg-boss deletes finished jobs and those past their retention: sent mail holds live
 * links, and is gone within about a minute (pg-boss's default is once a day).
 */
const CLEAN_UP_EVERY_SECONDS = 60;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The process's one pg-boss, a job queue kept in PostgreSQL (its own `pgboss` schema) that the
 * mail and the RSVP nudges share. Started on first use, so a process with nothing to queue (no
 * SMTP_URL, no nudges to come) holds no connection for it; stopped with the app, gracefully.
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private started: Promise<PgBoss> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The started pg-boss; a failed start is tried again by the next caller. */
  boss(): Promise<PgBoss> {
    this.started ??= this.start().catch((error: unknown) => {
      this.started = undefined;
      throw error;
    });
    return this.started;
  }

  private async start(): Promise<PgBoss> {
    if (!this.config.databaseUrl) throw new Error('The job queue needs the database URL.');
    const boss = new PgBoss({
      connectionString: this.config.databaseUrl,
      max: MAX_CONNECTIONS,
      connectionTimeoutMillis: this.config.databaseTimeoutMs,
      application_name: 'reunion-jobs',
      maintenanceIntervalSeconds: CLEAN_UP_EVERY_SECONDS,
    });
    // Without a listener an 'error' event would end the process; pg-boss retries by itself.
    boss.on('error', (error: unknown) => this.logger.warn(`job queue: ${messageOf(error)}`));
    await boss.start();
    return boss;
  }

  /** Jobs under way get STOP_GRACE_MS to finish; pg-boss fails the rest, to be retried. */
  async onApplicationShutdown(): Promise<void> {
    const boss = await this.started?.catch(() => undefined);
    await boss?.stop({ graceful: true, timeout: STOP_GRACE_MS });
  }
}
