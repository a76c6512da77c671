import { Inject, Injectable } from '@nestjs/common';
import type { Db, Job, JobResult, PgBoss } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue } from '../jobs/job-queue.js';
import type { OutgoingMail } from './outgoing-mail.js';

const QUEUE = 'mail';
/** Mail one worker takes at a time: a backlog drains in batches, a round stays short. */
const BATCH = 10;
/**
 * Longer than a batch's SMTP conversations may last (MailService's timeouts), so a batch is
 * never handed to another worker while it is being sent.
 */
const BATCH_LIMIT_SECONDS = 15 * 60;
/**
 * A worker beats every half of this while it sends; a job whose beats stop (its replica died
 * mid-send) is handed to another worker by pg-boss's supervisor: at-least-once delivery.
 */
const HEARTBEAT_SECONDS = 10;
/** The retry delay stops doubling at 64 times MAIL_RETRY_MS (32 min at the default). */
const MAX_DELAY_FACTOR = 64;
/**
 * Tries before pg-boss gives up on a mail: more than the retention of the longest-lived mail
 * needs at the longest delay. Mail past its use is dropped before that (its retention).
 */
const RETRY_LIMIT = 100_000;

/** A mail as kept in the queue: `expiresAt` (ISO) is when it stops being worth sending. */
export interface KeptMail {
  mail: OutgoingMail;
  expiresAt: string | null;
}

/**
 * pg-boss's statements run inside the caller's transaction, so the mail is kept only if that
 * transaction commits. Structured results: pg-boss reads `rows` whatever the statement.
 */
function inTransaction(manager: EntityManager): Db | undefined {
  const runner = manager.queryRunner;
  if (!runner) return undefined;
  return {
    executeSql: async (text, values) => ({
      rows: (await runner.query(text, values, true)).records,
    }),
  };
}

/**
 * Where mail waits for SMTP: the `mail` queue of the process's pg-boss (JobsModule). pg-boss
 * keeps each mail until a worker has sent it, retries a refused one with a doubling delay, lets
 * replicas never claim the same one, and deletes mail past its retention (its link's expiry).
 */
@Injectable()
export class MailRepository {
  private worker: { boss: PgBoss; id: string } | undefined;
  private opened: Promise<PgBoss> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {}

  /** The pg-boss with the mail queue created; a failed start is tried again by the next caller. */
  private queue(): Promise<PgBoss> {
    this.opened ??= this.jobs.boss().then(async (boss) => {
      await boss.createQueue(QUEUE);
      return boss;
    });
    this.opened.catch(() => (this.opened = undefined));
    return this.opened;
  }

  /**
   * `manager`: keep it inside that transaction, so it is sent only if the transaction commits.
   * The retry policy goes with each mail, so a changed MAIL_RETRY_MS applies to new mail.
   */
  async keep(mail: OutgoingMail, expiresAt?: Date, manager?: EntityManager): Promise<void> {
    const boss = await this.queue();
    const kept: KeptMail = { mail, expiresAt: expiresAt?.toISOString() ?? null };
    const retryDelay = Math.max(1, Math.round(this.config.mailRetryMs / 1000));
    const db = manager && inTransaction(manager);
    await boss.send(QUEUE, kept, {
      retryLimit: RETRY_LIMIT,
      retryDelay,
      retryBackoff: true,
      retryDelayMax: retryDelay * MAX_DELAY_FACTOR,
      expireInSeconds: BATCH_LIMIT_SECONDS,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      // Sent mail holds live links: deleted at the job queue's next clean-up (JobQueue).
      deleteAfterSeconds: 1,
      ...(expiresAt
        ? { retentionSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000)) }
        : {}),
      ...(db ? { db } : {}),
    });
  }

  /**
   * Hands every due mail, one at a time, to `send`; a rejection is a failed try, retried later
   * (each mail of a batch settles on its own: one refusal does not resend the others).
   */
  async takeDue(send: (job: Job<KeptMail>) => Promise<void>): Promise<void> {
    const boss = await this.queue();
    const options = { batchSize: BATCH, perJobResults: true, burstWhenBatchFull: true } as const;
    const id = await boss.work<KeptMail>(QUEUE, options, async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        try {
          await send(job);
          results.push({ id: job.id, status: 'completed' });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          results.push({ id: job.id, status: 'failed', output: { message } });
        }
      }
      return results;
    });
    this.worker = { boss, id };
  }

  /** Asks this process's worker to look for due mail now rather than at its next poll. */
  wake(): void {
    this.worker?.boss.notifyWorker(this.worker.id);
  }
}
