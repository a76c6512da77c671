import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from './mail.service.js';

/**
 * Every MAIL_RETRY_MS, delivers kept mail that is due: what SMTP refused earlier, and what a
 * replica that stopped mid-send left behind. Every replica runs it; claims keep them apart.
 */
@Injectable()
export class MailRetryJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailRetryJob.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.smtpUrl) return;
    this.timer = setInterval(() => {
      this.mail.deliverDue().catch((error: unknown) =>
        // The database may be down too; the next tick tries again.
        this.logger.warn(
          `mail retry round failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }, this.config.mailRetryMs);
    // A pending retry must not keep a process alive that is otherwise done.
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
