import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EmailConfirmationService } from '../auth/email-confirmation.service.js';
import type { User } from '../auth/user.entity.js';
import { UsersService } from '../auth/users.service.js';
import { BackgroundTasks } from '../common/background-tasks.js';
import { uniqueViolationOf } from '../database/unique-violation.js';
import { ProfileEmailConfirmationsRepository } from './profile-email-confirmations.repository.js';
import { profileEmailMail } from './profile-email-mail.js';
import { profileErrors } from './profiles.messages.js';
import { ProfilesRepository } from './profiles.repository.js';

/** Two addresses are one when they differ only in case: the unique index compares lower(). */
const sameAddress = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/** What a save writes as the profile's address, and the address left waiting for its link. */
export interface EmailDecision {
  readonly saved: string | null;
  readonly awaiting: string | null;
}

/**
 * A profile's e-mail address (docs/profiles.md, "A profile's e-mail address"). Addresses are
 * unique among profiles, and a member may hide theirs; so that no one can test whether an
 * address they may not see is in use, a save writes at once only an address that proves
 * nothing: none, the profile's own, or its owner's confirmed account address. Any other waits
 * for its owner to open the link mailed to it, and only then is checked against the others:
 * the answer to a save is the same whether the address is free or not.
 */
@Injectable()
export class ProfileEmails implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ProfileEmails.name);
  private readonly mailing = new BackgroundTasks(this.logger);

  constructor(
    private readonly confirmations: ProfileEmailConfirmationsRepository,
    private readonly profiles: ProfilesRepository,
    private readonly users: UsersService,
    private readonly emailConfirmation: EmailConfirmationService,
  ) {}

  /** The site's confirmation link (/auth/confirm-email) confirms these too. */
  onModuleInit(): void {
    this.emailConfirmation.confirmAlsoWith((user, tokenHash, manager) =>
      this.confirm(user, tokenHash, manager),
    );
  }

  /** What a save of `requested` writes on a profile owned by `ownerId` that has `stored`. */
  async decide(
    requested: string | null,
    stored: string | null,
    ownerId: number,
  ): Promise<EmailDecision> {
    if (requested === null || sameAddress(requested, stored))
      return { saved: requested, awaiting: null };
    const owner = await this.users.findById(ownerId);
    if (owner?.emailConfirmedAt && sameAddress(owner.email, requested))
      return { saved: requested, awaiting: null };
    return { saved: stored, awaiting: requested };
  }

  /**
   * An address left waiting is a link mailed to it, charged to the member saving (`saver`) as
   * any confirmation link is: else any member could mail any address without end. Called as the
   * save's last step before it writes, so a save refused for anything else (a bad photo, a
   * conflict) costs no link.
   */
  async chargeLink(email: EmailDecision, saver: User): Promise<void> {
    if (email.awaiting !== null) await this.emailConfirmation.chargeLink(saver, email.awaiting);
  }

  /** The profile's new address still waiting for its link, for its owner's eyes only. */
  waitingFor(profileId: number): Promise<string | null> {
    return this.confirmations.waitingAddress(profileId);
  }

  /** Mails the link after the answer has left; a new link replaces the profile's earlier ones. */
  askSoon(profileId: number, email: string): void {
    this.mailing.run('profile e-mail confirmation', () =>
      this.emailConfirmation.mailLink(
        email,
        (tokenHash, expiresAt) => this.confirmations.keep(profileId, email, tokenHash, expiresAt),
        profileEmailMail,
      ),
    );
  }

  /**
   * Spends a live token of a waiting address and saves the address on its profile, when the
   * one who opened it is signed in as the profile's owner and no other profile uses it; false
   * when the token is not one of these (an account's confirmation, or nothing).
   */
  private async confirm(user: User, tokenHash: string, manager: EntityManager): Promise<boolean> {
    const waiting = await this.confirmations.findLive(tokenHash, manager);
    if (!waiting) return false;
    const profile = await this.profiles.findByIdForUpdate(waiting.profileId, manager);
    if (!profile) return false;
    // Not spent: the owner may still sign in and open it again.
    if (profile.userId !== user.id)
      throw new BadRequestException(profileErrors.emailLinkForAnotherMember);
    // Said to the one who reads that mailbox and owns this profile: no one else learns it.
    if (await this.profiles.isEmailTaken(waiting.email, profile.id, manager))
      throw new ConflictException(profileErrors.emailTaken);
    try {
      await this.profiles.update(profile.id, { email: waiting.email }, manager);
    } catch (error) {
      if (uniqueViolationOf(error) === 'profiles_email_lower_key')
        throw new ConflictException(profileErrors.emailTaken);
      throw error;
    }
    await this.confirmations.voidWaiting(profile.id, manager);
    return true;
  }

  /** Before the job queue stops: mail still being kept must reach it. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.mailing.settle();
  }
}
