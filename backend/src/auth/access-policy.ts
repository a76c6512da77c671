import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { User } from './user.entity.js';

/**
 * Who may do what beyond their own things (SPEC §6), decided from the configuration so that a
 * change to ADMIN_EMAILS or CLASS_ACCOUNT applies at once.
 */
@Injectable()
export class AccessPolicy {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** An administrator: the account's e-mail is listed in ADMIN_EMAILS (any case). */
  isSuperAdmin(user: Pick<User, 'email'>): boolean {
    return user.email !== null && this.config.adminEmails.has(user.email.toLowerCase());
  }

  /** The class account (CLASS_ACCOUNT, any case), which may edit every profile. */
  isClassAccount(user: Pick<User, 'username'>): boolean {
    return user.username.toLowerCase() === this.config.classAccount.toLowerCase();
  }
}
