import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PgBoss } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { hasNudgesToCome } from './nudge-window.js';
import { RsvpNudgesService } from './rsvp-nudges.service.js';

const QUEUE = 'rsvp-nudges';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the nudge rounds through pg-boss, a job queue kept in PostgreSQL (its own `pgboss`
 * schema): a cron schedule (RSVP_NUDGE_CRON) every replica registers and pg-boss turns into one
 * job per tick, a catch-up job at start (a restart or deployment does not wait for the next
 * tick), and retries with back-off when a round fails (e.g. the database went away). The queue
 * lets one round run at a time; "one mail per member" does not rest on it but on the
 * `rsvp_nudges` unique key (RsvpNudgesService.sendDue). SMTP outages are the mail outbox's
 * business: a round only keeps the mail.
 *
 * Not started once the deadline has ended: nothing is left to send, and no connection is held.
 */
@Injectable()
export class RsvpNudgeQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RsvpNudgeQueue.name);
  private boss: PgBoss | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly nudges: RsvpNudgesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.databaseUrl || !hasNudgesToCome(this.config.rsvp, new Date())) return;
    const boss = new PgBoss({
      connectionString: this.config.databaseUrl,
      max: 2,
      application_name: 'reunion-rsvp-nudges',
    });
    // Without a listener an 'error' event would end the process; pg-boss retries by itself.
    boss.on('error', (error: unknown) => this.logger.warn(`job queue: ${messageOf(error)}`));
    await boss.start();
    this.boss = boss;
    await boss.createQueue(QUEUE, {
      policy: 'singleton',
      retryLimit: 10,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    });
    await boss.schedule(QUEUE, this.config.rsvp.nudgeCron, null, { tz: 'UTC' });
    await boss.work(QUEUE, { pollingIntervalSeconds: 2 }, async () => {
      await this.nudges.sendDue();
    });
    await this.runSoon('catch-up');
  }

  /**
   * Queues a round now (the organisers' "send due nudges now", and the catch-up at start);
   * replicas asking within the same minute share one job. False when no round is to come.
   */
  async runSoon(reason = 'asked'): Promise<boolean> {
    if (!this.boss) return false;
    await this.boss.send(QUEUE, null, { singletonKey: reason, singletonSeconds: 60 });
    return true;
  }

  async onApplicationShutdown(): Promise<void> {
    // Graceful: a round under way finishes (each profile is its own short transaction).
    await this.boss?.stop({ graceful: true, timeout: 10_000 });
  }
}
