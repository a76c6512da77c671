import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { authErrors } from './auth.messages.js';
import { confusableSkeleton, identityKey } from './identity/identity-key.js';
import { User } from './user.entity.js';

/** Every column of a user, named as the entity's properties. */
const USER_BY_ID_SQL = `
  SELECT id, username, email, username_key AS "usernameKey", email_key AS "emailKey",
         username_skeleton AS "usernameSkeleton", email_confirmed_at AS "emailConfirmedAt",
         password_hash AS "passwordHash", created_at AS "createdAt", updated_at AS "updatedAt"
    FROM users
   WHERE id = $1`;

/**
 * Registrations run one at a time (a transaction-scoped advisory lock under this key): the
 * look-alike check and the insert must see the same table, and no unique index can say
 * "no shared skeleton" (see migration 1751000000090). Registrations are rare; the lock costs
 * nothing else.
 */
const REGISTRATION_LOCK = 1_751_000_090;

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
}

/** The users table. Every lookup compares the normal form (identityKey), never the raw text. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /**
   * Every signed-in request reads its user (SignedInGuard): one plain SELECT rather than the
   * query builder, which cost a measurable share of a request's time (bench/RESULTS.md, "API").
   */
  async findById(id: number): Promise<User | null> {
    const rows: Partial<User>[] = await this.users.query(USER_BY_ID_SQL, [id]);
    return rows[0] ? Object.assign(new User(), rows[0]) : null;
  }

  /**
   * Sign-in accepts the username or the e-mail, in any spelling with the same normal form. A
   * username match wins over someone's e-mail, and among accounts that collided before names
   * were normalised, the oldest.
   */
  findByUsernameOrEmail(identifier: string): Promise<User | null> {
    const key = identityKey(identifier);
    return this.users
      .createQueryBuilder('user')
      .where('user.usernameKey = :key OR user.emailKey = :key', { key })
      .orderBy('CASE WHEN user.usernameKey = :key THEN 0 ELSE 1 END')
      .addOrderBy('user.id')
      .limit(1)
      .getOne();
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { emailKey: identityKey(email) }, order: { id: 'ASC' } });
  }

  /**
   * Creates the account unless it clashes (409): its e-mail or username is another account's
   * username or e-mail in normal form (signing in with that text would be ambiguous), or its
   * username looks like another's (same confusable skeleton).
   */
  createUnique(account: NewAccount): Promise<User> {
    const usernameKey = identityKey(account.username);
    const emailKey = identityKey(account.email);
    const usernameSkeleton = confusableSkeleton(account.username);
    return this.users.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [REGISTRATION_LOCK]);
      const clashes = await manager
        .getRepository(User)
        .createQueryBuilder('user')
        .where(
          'user.usernameKey IN (:...keys) OR user.emailKey IN (:...keys) OR user.usernameSkeleton = :skeleton',
          { keys: [usernameKey, emailKey], skeleton: usernameSkeleton },
        )
        .getMany();
      if (clashes.some((user) => user.usernameKey === emailKey || user.emailKey === emailKey))
        throw new ConflictException(authErrors.emailTaken);
      if (clashes.some((user) => user.usernameKey === usernameKey || user.emailKey === usernameKey))
        throw new ConflictException(authErrors.usernameTaken);
      if (clashes.length > 0) throw new ConflictException(authErrors.usernameLookalike);
      const users = manager.getRepository(User);
      return users.save(
        users.create({
          username: account.username,
          email: account.email,
          usernameKey,
          emailKey,
          usernameSkeleton,
          passwordHash: account.passwordHash,
          emailConfirmedAt: null,
        }),
      );
    });
  }

  async update(id: number, fields: Partial<Pick<User, 'passwordHash'>>): Promise<void> {
    await this.users.update({ id }, fields);
  }
}
