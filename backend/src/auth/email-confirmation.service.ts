import {
  BadRequestException,
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  Logger,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BackgroundTasks } from '../common/background-tasks.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService, type OutgoingMail } from '../mail/mail.service.js';
import { RateLimitService, type RateLimitCharge } from '../rate-limit/rate-limit.service.js';
import { AuthRepository } from './auth.repository.js';
import { authErrors } from './auth.messages.js';
import { confirmationMail } from './confirmation-mail.js';
import { identityKey } from './identity/identity-key.js';
import { mailboxKey } from './identity/mailbox-key.js';
import { hashMailedToken, looksLikeMailedToken, newMailedToken } from './mailed-token.js';
import type { User } from './user.entity.js';

const LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

/**
 * Confirms an address other than an account's own by its token (a profile's new e-mail address:
 * profiles/profile-emails.ts), inside the confirmation's transaction; false when the token is
 * not one of its own.
 */
type OtherConfirmation = (
  user: User,
  tokenHash: string,
  manager: EntityManager,
) => Promise<boolean>;

/**
 * Proves that the one who holds an account also reads its e-mail: a link mailed at
 * registration (or on request) with a random token, stored hashed, single use, valid 48 hours,
 * that counts only when opened **signed in as that account**. Roles named by an address
 * (ADMIN_EMAILS, CLASS_ACCOUNT_EMAIL) wait for it (AccessPolicy).
 *
 * Why signed in: anyone who knows the class password can register an administrator's address
 * with a password of their own; if the real owner opened the mailed link, a token alone would
 * hand the registrant the rights. Bound to the session, the owner can confirm only after taking
 * the account over by a password reset (which also signs the registrant out everywhere).
 */
@Injectable()
export class EmailConfirmationService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(EmailConfirmationService.name);
  private readonly mailing = new BackgroundTasks(this.logger);
  private other: OtherConfirmation | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly repository: AuthRepository,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
  ) {}

  /** The one link page (/auth/confirm-email) also confirms what `other` knows the token of. */
  confirmAlsoWith(other: OtherConfirmation): void {
    this.other = other;
  }

  /** Mails a link after the answer has left: a slow SMTP server does not hold registration. */
  sendLinkSoon(user: Pick<User, 'id' | 'email' | 'emailKey'>): void {
    this.mailing.run('confirmation mail', () => this.sendLink(user));
  }

  /**
   * Counts one link mailed to `address` at `member`'s request (429 beyond either limit): a
   * fresh one for their account, or one for a profile's new address (profiles/profile-emails.ts).
   * A member may have a few mailed an hour (RATE_LIMIT_CONFIRMATION_PER_ACCOUNT), and an inbox
   * may be sent a few an hour (RATE_LIMIT_CONFIRMATION_PER_ADDRESS, every spelling of it alike:
   * mailboxKey), so that new accounts, each with its own budget, cannot flood one inbox together.
   * The member's own account address counts only against their own budget: others spending the
   * inbox's must not keep its owner from confirming it.
   */
  chargeLink(member: Pick<User, 'id' | 'emailKey'>, address: string | null): Promise<void> {
    const charges: RateLimitCharge[] = [{ limit: 'confirmationPerAccount', key: member.id }];
    if (address !== null && identityKey(address) !== member.emailKey)
      charges.push({ limit: 'confirmationPerAddress', key: mailboxKey(address) });
    return this.rateLimit.charge(charges);
  }

  /** A fresh link for the signed-in member, at most a few an hour. */
  async resend(user: User): Promise<'sent' | 'already-confirmed'> {
    await this.chargeLink(user, user.email);
    if (user.emailConfirmedAt !== null) return 'already-confirmed';
    this.sendLinkSoon(user);
    return 'sent';
  }

  /**
   * Spends the token and confirms the address it was sent to, in one transaction, when it
   * belongs to the signed-in account; the account's other links die with it. A token for an
   * address the account no longer has confirms nothing.
   */
  async confirm(user: User, token: string): Promise<void> {
    if (!looksLikeMailedToken(token))
      throw new BadRequestException(authErrors.invalidConfirmationToken);
    await this.dataSource.transaction(async (manager) => {
      const tokenHash = hashMailedToken(token);
      const owner = await this.repository.findConfirmationTokenOwner(tokenHash, manager);
      if (owner === null) {
        if (await this.other?.(user, tokenHash, manager)) return;
        throw new BadRequestException(authErrors.invalidConfirmationToken);
      }
      // Not spent: the owner may still sign in as the right account and open it again.
      if (owner !== user.id)
        throw new BadRequestException(authErrors.confirmationForAnotherAccount);
      await this.repository.confirmEmail(user.id, manager);
      await this.repository.voidConfirmationTokens(user.id, manager);
    });
  }

  private async sendLink(user: Pick<User, 'id' | 'email' | 'emailKey'>): Promise<void> {
    const { email, emailKey } = user;
    if (!email || !emailKey) return;
    await this.mailLink(email, (tokenHash, expiresAt) =>
      this.repository.keepConfirmationToken(user.id, emailKey, tokenHash, expiresAt),
    );
  }

  /**
   * Makes a token, has `keep` store its hash, and mails the site's one confirmation link
   * (/auth/confirm-email, 48 hours) to `to`, written by `mail`: an account's address, or a
   * profile's new one (profiles/profile-emails.ts).
   */
  async mailLink(
    to: string,
    keep: (tokenHash: string, expiresAt: Date) => Promise<void>,
    mail: (to: string, link: string) => OutgoingMail = confirmationMail,
  ): Promise<void> {
    const token = newMailedToken();
    const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS);
    await keep(hashMailedToken(token), expiresAt);
    const link = `${this.config.publicUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;
    await this.mail.send(mail(to, link), expiresAt);
    // As for reset links: without SMTP the link is only in a file; never logged in production.
    if (this.mail.writesToOutbox && this.config.nodeEnv !== 'production') {
      this.logger.log(`e-mail confirmation link for ${to}: ${link}`);
    }
  }

  /** Before the job queue stops: mail still being kept must reach it. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.mailing.settle();
  }
}
