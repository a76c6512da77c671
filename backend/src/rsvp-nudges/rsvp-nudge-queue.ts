import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { PgBoss } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobQueue } from '../jobs/job-queue.js';
import { hasNudgesToCome } from './nudge-window.js';
import { RsvpNudgesService } from './rsvp-nudges.service.js';

const QUEUE = 'rsvp-nudges';

/**
 * Runs the nudge rounds through the process's pg-boss (JobsModule), whose graceful stop lets a
 * round under way finish: a cron schedule (RSVP_NUDGE_CRON) every replica registers and pg-boss
 * turns into one job per tick, a catch-up job at start (a restart or deployment does not wait for the next
 * tick), and retries with back-off when a round fails (e.g. the database went away). The queue
 * lets one round run at a time; "one mail per member" does not rest on it but on the
 * `rsvp_nudges` unique key (RsvpNudgesService.sendDue). SMTP outages are the mail queue's
 * business: a round only keeps the mail.
 *
 * Not started once the deadline has ended: nothing is left to send, and no job queue is started
 * for it.
 */
@Injectable()
export class RsvpNudgeQueue implements OnApplicationBootstrap {
  private boss: PgBoss | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly nudges: RsvpNudgesService,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.databaseUrl || !hasNudgesToCome(this.config.rsvp, new Date())) return;
    const boss = await this.jobs.boss();
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
}
