import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuthRepository } from './auth.repository.js';
import { authErrors } from './auth.messages.js';
import { confusableSkeleton, identityKey } from './identity/identity-key.js';
import { mailboxDomains, mailboxKey } from './identity/mailbox-key.js';
import { userReadWithSession } from './session/user-read-with-session.js';
import type { User } from './user.entity.js';

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
}

/** Accounts. Every lookup compares the normal form (identityKey), never the raw text. */
@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AuthRepository,
  ) {}

  findById(id: number): Promise<User | null> {
    return this.repository.findUserById(id);
  }

  /**
   * The user with `id`, whom this request's session names: the one read in the same statement
   * as the session (session/session-store.ts), else read now. `null`: no such account.
   */
  async sessionUser(session: { passport?: object } | undefined, id: number): Promise<User | null> {
    const read = userReadWithSession(session, id);
    return read === undefined ? this.findById(id) : read;
  }

  /**
   * Sign-in accepts the username or the e-mail, in any spelling with the same normal form. A
   * username match wins over someone's e-mail, and among accounts that collided before names
   * were normalised, the oldest.
   */
  findByUsernameOrEmail(identifier: string): Promise<User | null> {
    return this.repository.findUserByUsernameOrEmail(identityKey(identifier));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repository.findUserByEmail(identityKey(email));
  }

  /**
   * Creates the account unless it clashes (409): its e-mail or username is another account's
   * username or e-mail in normal form (signing in with that text would be ambiguous), its
   * username looks like another's (same confusable skeleton), or its e-mail reaches the inbox of
   * another account's (a `+tag`, Gmail's dots: mailboxKey) — one account per inbox, so accounts
   * at `inbox+1@…`, `inbox+2@…` cannot each have links mailed to one person, and an account's own
   * address may be exempt from the inbox's mail limit (email-confirmation.service.ts). Addresses
   * that `namesRole` (the organisers' configured ones) may share an inbox. Registrations run one
   * at a time.
   */
  createUnique(account: NewAccount, namesRole: (emailKey: string) => boolean): Promise<User> {
    const usernameKey = identityKey(account.username);
    const emailKey = identityKey(account.email);
    const usernameSkeleton = confusableSkeleton(account.username);
    return this.dataSource.transaction(async (manager) => {
      await this.repository.lockRegistrations(manager);
      const clashes = await this.repository.findUsersClashingWith(
        [usernameKey, emailKey],
        usernameSkeleton,
        manager,
      );
      if (clashes.some((user) => user.usernameKey === emailKey || user.emailKey === emailKey))
        throw new ConflictException(authErrors.emailTaken);
      if (clashes.some((user) => user.usernameKey === usernameKey || user.emailKey === usernameKey))
        throw new ConflictException(authErrors.usernameTaken);
      if (clashes.length > 0) throw new ConflictException(authErrors.usernameLookalike);
      if (!namesRole(emailKey) && (await this.inboxTaken(emailKey, namesRole, manager)))
        throw new ConflictException(authErrors.inboxTaken);
      return this.repository.insertUser(
        {
          username: account.username,
          email: account.email,
          usernameKey,
          emailKey,
          usernameSkeleton,
          passwordHash: account.passwordHash,
        },
        manager,
      );
    });
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.repository.setPasswordHash(id, passwordHash);
  }

  private async inboxTaken(
    emailKey: string,
    namesRole: (emailKey: string) => boolean,
    manager: EntityManager,
  ): Promise<boolean> {
    const inbox = mailboxKey(emailKey);
    const neighbours = await this.repository.findEmailsAtDomains(mailboxDomains(inbox), manager);
    return neighbours.some((other) => !namesRole(other) && mailboxKey(other) === inbox);
  }
}
