import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { Job } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type KeptMail, MailRepository } from './mail.repository.js';
import type { OutgoingMail } from './outgoing-mail.js';

export type { OutgoingMail } from './outgoing-mail.js';

/** The part of a nodemailer transporter used here, whichever transport it wraps. */
interface MailTransport {
  sendMail(message: OutgoingMail & { from: string }): Promise<{ message?: unknown }>;
  close(): void;
}

/**
 * Sends through SMTP_URL by way of the mail queue (MailRepository, on pg-boss): a message is
 * kept first, then sent by a worker of whichever replica claims it, at once when SMTP answers,
 * else retried with a doubling delay. Without SMTP_URL (local use) nothing is queued: each
 * message is written as an .eml file under DATA_DIR/outbox, so nothing needs installing to try
 * the reset flow.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: MailTransport;
  readonly outboxDir: string | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: MailRepository,
  ) {
    if (config.smtpUrl) {
      // A hung SMTP server must not hold background work for the default minutes.
      this.transport = nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    } else {
      this.transport = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
      this.outboxDir = path.join(config.dataDir, 'outbox');
    }
  }

  /** Every replica with SMTP_URL sends what is due; without it nothing is ever taken. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.smtpUrl) await this.queue.takeDue((job) => this.deliver(job));
  }

  /** True when mail goes to files rather than to people. */
  get writesToOutbox(): boolean {
    return this.outboxDir !== undefined;
  }

  /**
   * Kept (or written) before this resolves; an SMTP failure does not reject, it only delays.
   * `expiresAt`: past it the mail is no longer worth sending.
   */
  async send(mail: OutgoingMail, expiresAt?: Date): Promise<void> {
    if (this.outboxDir) return this.writeFile(this.outboxDir, mail);
    await this.queue.keep(mail, expiresAt);
    this.queue.wake();
  }

  /**
   * For mail that must go if and only if `manager`'s transaction commits (an RSVP nudge and
   * the row recording it): with SMTP it is queued inside that transaction and the caller calls
   * sendKeptNow() after the commit; without SMTP it answers a write to do after the commit
   * (files are not transactional).
   */
  async keepWithin(
    manager: EntityManager,
    mail: OutgoingMail,
    expiresAt?: Date,
  ): Promise<(() => Promise<void>) | undefined> {
    const dir = this.outboxDir;
    if (dir) return () => this.writeFile(dir, mail);
    await this.queue.keep(mail, expiresAt, manager);
    return undefined;
  }

  /** After keepWithin's commit: this replica looks for the mail now, not at its next poll. */
  sendKeptNow(): void {
    this.queue.wake();
  }

  /** One try; a rejection tells pg-boss to retry later. */
  private async deliver(job: Job<KeptMail>): Promise<void> {
    const { mail, expiresAt } = job.data;
    if (expiresAt !== null && new Date(expiresAt).getTime() <= Date.now()) {
      this.logger.warn(`mail ${job.id} expired before SMTP took it; dropped`);
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (error) {
      // The address is left out: logs must not list who asked for a reset.
      this.logger.warn(
        `mail ${job.id} not sent (attempt ${job.retryCount + 1}), to be retried: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw error;
    }
  }

  private async writeFile(dir: string, mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (!Buffer.isBuffer(info.message)) return;
    await fs.mkdir(dir, { recursive: true });
    const file = path.join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
    );
    // Written aside then renamed: whoever watches the folder never reads half a mail.
    await fs.writeFile(`${file}.part`, info.message, { mode: 0o600 });
    await fs.rename(`${file}.part`, file);
    this.logger.log(`No SMTP_URL: mail "${mail.subject}" to ${mail.to} written to ${file}`);
  }

  /**
   * Mail being sent is finished, or handed back to be retried, by the job queue's graceful stop;
   * closing the transport ends no SMTP conversation under way.
   */
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
