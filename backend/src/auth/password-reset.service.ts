import {
  BadRequestException,
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  Logger,
} from '@nestjs/common';
import type { ResetPassword } from '@reunion/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { BackgroundTasks } from '../common/background-tasks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { type RateLimitCharge, RateLimitService } from '../rate-limit/rate-limit.service.js';
import { AuthRepository } from './auth.repository.js';
import { authErrors } from './auth.messages.js';
import { clientIp } from './client-ip.js';
import { refuseCommonPassword } from './common-passwords.js';
import { identityKey } from './identity/identity-key.js';
import { hashMailedToken, looksLikeMailedToken, newMailedToken } from './mailed-token.js';
import { PasswordHasher } from './password-hasher.js';
import { resetMail } from './reset-mail.js';
import { SessionStore } from './session/session-store.js';
import { UsersService } from './users.service.js';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Password reset by mailed link: random token, stored hashed, single use, one hour. */
@Injectable()
export class PasswordResetService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly mailing = new BackgroundTasks(this.logger);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly sessions: SessionStore,
    private readonly rateLimit: RateLimitService,
  ) {}

  /**
   * Answers the same for every address (docs/pages.md, "Password reset"). The lookup and the mail
   * happen after the answer, so neither the reply nor its timing tells whether an account exists.
   */
  async requestReset(email: string, req: Request): Promise<void> {
    // The address is counted per requesting IP: counted alone, anyone could use up a member's
    // requests every hour and keep them from resetting their own password.
    const ip = clientIp(req);
    await this.rateLimit.charge([
      { limit: 'resetPerIp', key: ip },
      { limit: 'resetPerEmail', key: `${ip}:${identityKey(email)}` },
    ]);
    this.mailing.run('reset mail', () => this.sendResetLink(email));
  }

  async isValid(token: string): Promise<boolean> {
    return (await this.ownerOf(token)) !== null;
  }

  /** The account a live token belongs to, or null. */
  private async ownerOf(token: string): Promise<number | null> {
    if (!looksLikeMailedToken(token)) return null;
    return this.repository.findResetTokenOwner(hashMailedToken(token));
  }

  /**
   * Sets the new password and spends the token in one transaction (two tabs cannot both use
   * it), voids the user's other links and signs the account out everywhere.
   *
   * Hashing a password is the expensive part (argon2id: 19 MiB and tens of ms of a core), so
   * it comes last: the attempt is counted against the visitor's address first, then the token
   * must be live, and is counted against its own account (never one the request names: a
   * stranger could use up someone else's budget), and only then is the new password hashed. A
   * stream of wrong tokens costs a counter and a lookup each, and is cut off with 429.
   */
  async resetPassword(body: ResetPassword, req: Request): Promise<void> {
    const perIp: RateLimitCharge = { limit: 'newPasswordPerIp', key: clientIp(req) };
    await this.rateLimit.charge([perIp]);
    const owner = await this.ownerOf(body.token);
    if (owner === null) throw new BadRequestException(authErrors.invalidResetToken);
    const perAccount: RateLimitCharge = { limit: 'newPasswordPerAccount', key: owner };
    await this.rateLimit.charge([perAccount]);
    refuseCommonPassword(body.password);
    const passwordHash = await this.rateLimit.refundIfBusy([perIp, perAccount], () =>
      this.hasher.hash(body.password),
    );
    const userId = await this.dataSource.transaction(async (manager) => {
      const id = await this.repository.spendResetToken(
        hashMailedToken(body.token),
        body.email === undefined ? null : identityKey(body.email),
        manager,
      );
      if (id === null) throw new BadRequestException(authErrors.invalidResetToken);
      await this.repository.setPasswordHash(id, passwordHash, manager);
      await this.repository.voidResetTokens(id, manager);
      return id;
    });
    await this.sessions.destroyAllFor(userId);
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user?.email) return;
    // Requests are counted per requesting IP (requestReset), so an inbox could be sent five an
    // hour from every address an attacker holds. Past its few an hour an account is mailed
    // nothing more, and the answer stays the same; its owner already holds the live links sent.
    if (!(await this.rateLimit.tryCharge([{ limit: 'resetMailsPerAccount', key: user.id }])))
      return;
    const token = newMailedToken();
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
    await this.repository.keepResetToken(user.id, hashMailedToken(token), expiresAt);
    const link = `${this.config.publicUrl}/auth/redirect-reset?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    // Kept until SMTP takes it, but not past the token's life: a dead link is not worth sending.
    await this.mail.send(resetMail(user.email, link), expiresAt);
    // Without SMTP the link is only in a file; the log makes local testing one step shorter.
    // Never in production: logs are shipped and kept, and the link is a credential.
    if (this.mail.writesToOutbox && this.config.nodeEnv !== 'production') {
      this.logger.log(`password reset link for ${user.email}: ${link}`);
    }
  }

  /** Before the job queue stops: mail still being kept must reach it. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.mailing.settle();
  }
}
