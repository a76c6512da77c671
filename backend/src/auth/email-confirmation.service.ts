import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BackgroundTasks } from '../common/background-tasks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { authErrors } from './auth.messages.js';
import { confirmationMail } from './confirmation-mail.js';
import { hashMailedToken, looksLikeMailedToken, newMailedToken } from './mailed-token.js';
import type { User } from './user.entity.js';

const LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

/**
 * Proves that an account's owner reads its e-mail: a link mailed at registration (or on
 * request) with a random token, stored hashed, single use, valid 48 hours. Roles named by an
 * address (ADMIN_EMAILS, CLASS_ACCOUNT_EMAIL) wait for it (AccessPolicy).
 */
@Injectable()
export class EmailConfirmationService implements OnApplicationShutdown {
  private readonly logger = new Logger(EmailConfirmationService.name);
  private readonly mailing = new BackgroundTasks(this.logger);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
  ) {}

  /** Mails a link after the answer has left: a slow SMTP server does not hold registration. */
  sendLinkSoon(user: Pick<User, 'id' | 'email' | 'emailKey'>): void {
    this.mailing.run('confirmation mail', () => this.sendLink(user));
  }

  /** A fresh link for the signed-in member, at most a few an hour. */
  async resend(user: User): Promise<'sent' | 'already-confirmed'> {
    await this.rateLimit.charge([
      {
        key: `confirmation:account:${user.id}`,
        rule: this.config.rateLimits.confirmationPerAccount,
      },
    ]);
    if (user.emailConfirmedAt !== null) return 'already-confirmed';
    this.sendLinkSoon(user);
    return 'sent';
  }

  /**
   * Spends the token and confirms the address it was sent to, in one transaction; the
   * account's other links die with it. A token for an address the account no longer has
   * confirms nothing.
   */
  async confirm(token: string): Promise<void> {
    if (!looksLikeMailedToken(token))
      throw new BadRequestException(authErrors.invalidConfirmationToken);
    await this.dataSource.transaction(async (manager) => {
      // Wrapped in a SELECT: TypeORM hands back an UPDATE's rows as [rows, count].
      const spent: { user_id: number }[] = await manager.query(
        `WITH spent AS (
           UPDATE "email_confirmation_tokens" AS t SET "used_at" = now()
             FROM "users" AS u
            WHERE u."id" = t."user_id" AND u."email_key" = t."email_key"
              AND t."token_hash" = $1 AND t."used_at" IS NULL AND t."expires_at" > now()
           RETURNING t."user_id"
         )
         SELECT "user_id" FROM spent`,
        [hashMailedToken(token)],
      );
      const userId = spent[0]?.user_id;
      if (userId === undefined) throw new BadRequestException(authErrors.invalidConfirmationToken);
      await manager.query(
        `UPDATE "users" SET "email_confirmed_at" = COALESCE("email_confirmed_at", now()), "updated_at" = now() WHERE "id" = $1`,
        [userId],
      );
      await manager.query(
        `UPDATE "email_confirmation_tokens" SET "used_at" = now() WHERE "user_id" = $1 AND "used_at" IS NULL`,
        [userId],
      );
    });
  }

  private async sendLink(user: Pick<User, 'id' | 'email' | 'emailKey'>): Promise<void> {
    if (!user.email || !user.emailKey) return;
    const token = newMailedToken();
    const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS);
    await this.dataSource.query(
      `INSERT INTO "email_confirmation_tokens" ("user_id", "email_key", "token_hash", "expires_at") VALUES ($1, $2, $3, $4)`,
      [user.id, user.emailKey, hashMailedToken(token), expiresAt],
    );
    const link = `${this.config.publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;
    await this.mail.send(confirmationMail(user.email, link), expiresAt);
    // As for reset links: without SMTP the link is only in a file; never logged in production.
    if (this.mail.writesToOutbox && this.config.nodeEnv !== 'production') {
      this.logger.log(`e-mail confirmation link for ${user.email}: ${link}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.mailing.settle();
  }
}
