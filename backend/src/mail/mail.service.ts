import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutbox } from './mail-outbox.js';
import type { OutgoingMail } from './outgoing-mail.js';
import { retryDelayMs } from './retry-delay.js';

export type { OutgoingMail } from './outgoing-mail.js';

/** The part of a nodemailer transporter used here, whichever transport it wraps. */
interface MailTransport {
  sendMail(message: OutgoingMail & { from: string }): Promise<{ message?: unknown }>;
  close(): void;
}

/** Rows one delivery round takes, so one round stays short. */
const BATCH = 20;
/** Longer than one SMTP conversation may last (the timeouts below), so a lease never ends mid-send. */
const LEASE_MS = 120_000;

/**
 * Sends through SMTP_URL by way of the `mail_outbox` table: a message is kept first, then
 * delivered at once when SMTP answers, else retried by MailRetryJob. Without SMTP_URL (local
 * use) each message is written as an .eml file under DATA_DIR/outbox, so nothing needs
 * installing to try the reset flow.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: MailTransport;
  readonly outboxDir: string | undefined;
  /** The delivery round under way, if any: rounds of one process never overlap. */
  private round: Promise<void> | undefined;
  private again = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
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
    await this.outbox.keep(mail, expiresAt);
    await this.deliverDue();
  }

  /**
   * For mail that must go if and only if `manager`'s transaction commits (an RSVP nudge and
   * the row recording it): with SMTP it is kept in the outbox inside that transaction and the
   * caller calls deliverDue() after the commit; without SMTP it answers a write to do after
   * the commit (files are not transactional).
   */
  async keepWithin(
    manager: EntityManager,
    mail: OutgoingMail,
    expiresAt?: Date,
  ): Promise<(() => Promise<void>) | undefined> {
    const dir = this.outboxDir;
    if (dir) return () => this.writeFile(dir, mail);
    await this.outbox.keep(mail, expiresAt, manager);
    return undefined;
  }

  /** Delivers what is due; a call during a round asks for one more round rather than waiting. */
  deliverDue(): Promise<void> {
    if (!this.config.smtpUrl) return Promise.resolve();
    if (this.round) {
      this.again = true;
      return this.round;
    }
    this.round = this.deliverRounds().finally(() => (this.round = undefined));
    return this.round;
  }

  private async deliverRounds(): Promise<void> {
    do {
      this.again = false;
      await this.deliverOneRound();
    } while (this.again);
  }

  private async deliverOneRound(): Promise<void> {
    const dropped = await this.outbox.dropExpired();
    if (dropped > 0) this.logger.warn(`${dropped} kept mail(s) expired before SMTP took them`);
    for (const mail of await this.outbox.claimDue(BATCH, LEASE_MS)) {
      try {
        await this.transport.sendMail({
          from: this.config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        await this.outbox.delivered(mail.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const delay = retryDelayMs(this.config.mailRetryMs, mail.attempts);
        await this.outbox.failed(mail.id, delay, message);
        // The address is left out: logs must not list who asked for a reset.
        this.logger.warn(
          `mail ${mail.id} not sent (attempt ${mail.attempts}), retry in ${delay} ms: ${message}`,
        );
      }
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

  async onApplicationShutdown(): Promise<void> {
    await this.round?.catch(() => undefined);
    this.transport.close();
  }
}
