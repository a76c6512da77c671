import { createHash, randomBytes } from 'node:crypto';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ResetPassword } from '@reunion/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { authErrors } from './auth.messages.js';
import { PasswordHasher } from './password-hasher.js';
import { resetMail } from './reset-mail.js';
import { SessionStore } from './session/session-store.js';
import { UsersService } from './users.service.js';

const TOKEN_BYTES = 32;
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** base64url of 32 bytes: anything else cannot be one of ours, and needs no database trip. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Password reset by mailed link: random token, stored hashed, single use, one hour. */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  /** Mails still being sent; shutdown waits for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly sessions: SessionStore,
    private readonly rateLimit: RateLimitService,
  ) {}

  /**
   * Answers the same for every address (SPEC §8). The lookup and the mail happen after the
   * answer, so neither the reply nor its timing tells whether an account exists.
   */
  async requestReset(email: string, req: Request): Promise<void> {
    await this.rateLimit.charge([
      { key: `reset:email:${email.toLowerCase()}`, rule: this.config.rateLimits.resetPerEmail },
      { key: `reset:ip:${req.ip ?? 'unknown'}`, rule: this.config.rateLimits.resetPerIp },
    ]);
    const task = this.sendResetLink(email)
      .catch((error: unknown) =>
        this.logger.error(
          `reset mail failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async isValid(token: string): Promise<boolean> {
    if (!TOKEN_PATTERN.test(token)) return false;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "password_reset_tokens" WHERE "token_hash" = $1 AND "used_at" IS NULL AND "expires_at" > now()`,
      [hashToken(token)],
    );
    return rows.length > 0;
  }

  /**
   * Sets the new password and spends the token in one transaction (two tabs cannot both use
   * it), voids the user's other links and signs the account out everywhere.
   */
  async resetPassword(body: ResetPassword): Promise<void> {
    if (!TOKEN_PATTERN.test(body.token))
      throw new BadRequestException(authErrors.invalidResetToken);
    const passwordHash = await this.hasher.hash(body.password);
    const userId = await this.dataSource.transaction(async (manager) => {
      // Wrapped in a SELECT: TypeORM hands back an UPDATE's rows as [rows, count].
      const spent: { user_id: number }[] = await manager.query(
        `WITH spent AS (
           UPDATE "password_reset_tokens" AS t SET "used_at" = now()
           FROM "users" AS u
           WHERE u."id" = t."user_id" AND t."token_hash" = $1 AND t."used_at" IS NULL AND t."expires_at" > now()
             AND ($2::text IS NULL OR lower(u."email") = lower($2::text))
           RETURNING t."user_id"
         )
         SELECT "user_id" FROM spent`,
        [hashToken(body.token), body.email ?? null],
      );
      const id = spent[0]?.user_id;
      if (id === undefined) throw new BadRequestException(authErrors.invalidResetToken);
      await manager.query(
        `UPDATE "users" SET "password_hash" = $1, "updated_at" = now() WHERE "id" = $2`,
        [passwordHash, id],
      );
      await manager.query(
        `UPDATE "password_reset_tokens" SET "used_at" = now() WHERE "user_id" = $1 AND "used_at" IS NULL`,
        [id],
      );
      return id;
    });
    await this.sessions.destroyAllFor(userId);
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user?.email) return;
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
    await this.dataSource.query(
      `INSERT INTO "password_reset_tokens" ("user_id", "token_hash", "expires_at") VALUES ($1, $2, $3)`,
      [user.id, hashToken(token), expiresAt],
    );
    const link = `${this.config.publicUrl}/auth/redirect-reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    // Kept until SMTP takes it, but not past the token's life: a dead link is not worth sending.
    await this.mail.send(resetMail(user.email, link), expiresAt);
    // Without SMTP the link is only in a file; the log makes local testing one step shorter.
    // Never in production: logs are shipped and kept, and the link is a credential.
    if (this.mail.writesToOutbox && this.config.nodeEnv !== 'production') {
      this.logger.log(`password reset link for ${user.email}: ${link}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}
