import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { ContactAudience, UserRoles } from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { confusableSkeleton } from './identity/identity-key.js';
import type { User } from './user.entity.js';

type Account = Pick<User, 'usernameSkeleton' | 'emailKey' | 'emailConfirmedAt'>;

/**
 * Who may do what beyond their own things (README, "Security"), decided from the
 * configuration, so a change to ADMIN_EMAILS or CLASS_ACCOUNT applies at once, and from a
 * proven address: a role named by an e-mail applies only once its owner has opened the link
 * mailed to it. Anyone who knows the class password can register any address; nobody can
 * read another's mail.
 */
@Injectable()
export class AccessPolicy implements OnModuleInit {
  private readonly logger = new Logger(AccessPolicy.name);
  private readonly classAccountSkeleton: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.classAccountSkeleton = confusableSkeleton(config.classAccount);
  }

  onModuleInit(): void {
    if (this.config.classAccountEmail === undefined) {
      this.logger.warn(
        `CLASS_ACCOUNT_EMAIL is not set: the class account '${this.config.classAccount}' (or a name like it) cannot be registered, and no account has its powers`,
      );
    }
  }

  /** The roles the server enforces for this account now: none until its address is confirmed. */
  rolesOf(user: Account): UserRoles {
    const confirmed = user.emailConfirmedAt !== null && user.emailKey !== null;
    return {
      administrator: confirmed && this.config.adminEmails.has(user.emailKey ?? ''),
      classAccount:
        confirmed &&
        this.isClassAccountName(user.usernameSkeleton) &&
        user.emailKey === this.config.classAccountEmail,
    };
  }

  /** An administrator (ADMIN_EMAILS, address confirmed): export, deleting any profile, releases. */
  isAdministrator(user: Account): boolean {
    return this.rolesOf(user).administrator;
  }

  /** The class account (CLASS_ACCOUNT with CLASS_ACCOUNT_EMAIL, confirmed): edits every profile. */
  isClassAccount(user: Account): boolean {
    return this.rolesOf(user).classAccount;
  }

  /**
   * An organiser: an administrator or the class account, who see the contact details members
   * share with the organisers only.
   */
  isOrganiser(user: Account): boolean {
    const roles = this.rolesOf(user);
    return roles.administrator || roles.classAccount;
  }

  /** Whose eyes `user` reads the contact details of `ownerId`'s profile with (docs/profiles.md). */
  contactAudience(user: Account & Pick<User, 'id'>, ownerId: number): ContactAudience {
    if (ownerId === user.id) return 'owner';
    return this.isOrganiser(user) ? 'organiser' : 'classmate';
  }

  /** Whether an address (in normal form) is one the configuration gives a role. */
  namesRole(emailKey: string): boolean {
    return this.config.adminEmails.has(emailKey) || emailKey === this.config.classAccountEmail;
  }

  /** The class account's name or a look-alike of it, which only CLASS_ACCOUNT_EMAIL may take. */
  isClassAccountName(usernameSkeleton: string): boolean {
    return usernameSkeleton === this.classAccountSkeleton;
  }
}
