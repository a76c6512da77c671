import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The part of a nodemailer transporter used here, whichever transport it wraps. */
interface MailTransport {
  sendMail(message: OutgoingMail & { from: string }): Promise<{ message?: unknown }>;
  close(): void;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends through SMTP_URL; without it (local use) each message is written as an .eml file under
 * DATA_DIR/outbox, so nothing needs installing to try the reset flow.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: MailTransport;
  readonly outboxDir: string | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
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

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (this.outboxDir && Buffer.isBuffer(info.message)) {
      await fs.mkdir(this.outboxDir, { recursive: true });
      const file = path.join(
        this.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message, { mode: 0o600 });
      this.logger.log(`No SMTP_URL: mail "${mail.subject}" to ${mail.to} written to ${file}`);
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
