import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { EmailConfirmationToken } from './email-confirmation-token.entity.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { User } from './user.entity.js';
import { toUser, userColumns } from './user-columns.js';

/**
 * Registrations run one at a time (a transaction-scoped advisory lock under this key): the
 * look-alike check and the insert must see the same table, and no unique index can say
 * "no shared skeleton" (see migration 1751000000090). Registrations are rare; the lock costs
 * nothing else.
 */
const REGISTRATION_LOCK = 1_751_000_090;

/** A new account's columns, names already in their normal forms. */
export type NewUser = Pick<
  User,
  'username' | 'email' | 'usernameKey' | 'emailKey' | 'usernameSkeleton' | 'passwordHash'
>;

/** A live token is unused and unexpired. */
const LIVE = 'token.usedAt IS NULL AND token.expiresAt > now()';

/**
 * The accounts and their mailed tokens (reset, e-mail confirmation): `users`,
 * `password_reset_tokens`, `email_confirmation_tokens`. Lookups take names in their normal form
 * (identityKey) and tokens as their hash (mailedToken.ts), never the raw text.
 */
@Injectable()
export class AuthRepository {
  /** SELECT list of every user column, named as the entity's properties (see findUserById). */
  private readonly userColumns: string;

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(PasswordResetToken)
    private readonly resetTokens: Repository<PasswordResetToken>,
    @InjectRepository(EmailConfirmationToken)
    private readonly confirmationTokens: Repository<EmailConfirmationToken>,
    // Read for one column (which profile is a user's own): the profiles module builds on this
    // one's guards, so it cannot be asked without a circle between the two modules.
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
  ) {
    this.userColumns = userColumns(dataSource);
  }

  /** The user's own profile (its id and status), if they have one. */
  async findOwnProfile(userId: number): Promise<Pick<ProfileEntity, 'id' | 'status'> | null> {
    return this.profiles.findOne({ where: { userId }, select: { id: true, status: true } });
  }

  private usersOf(manager?: EntityManager): Repository<User> {
    return manager ? manager.getRepository(User) : this.users;
  }

  /** A user by id, in one plain SELECT (a signed-in request's comes with its session). */
  async findUserById(id: number): Promise<User | null> {
    const rows: Partial<User>[] = await this.dataSource.query(
      `SELECT ${this.userColumns} FROM "users" WHERE "id" = $1`,
      [id],
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  /**
   * The account whose username or e-mail has this normal form. A username match wins over
   * someone's e-mail, and among accounts that collided before names were normalised, the oldest.
   */
  findUserByUsernameOrEmail(key: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('user.usernameKey = :key OR user.emailKey = :key', { key })
      .orderBy('CASE WHEN user.usernameKey = :key THEN 0 ELSE 1 END')
      .addOrderBy('user.id')
      .limit(1)
      .getOne();
  }

  findUserByEmail(emailKey: string): Promise<User | null> {
    return this.users.findOne({ where: { emailKey }, order: { id: 'ASC' } });
  }

  /** Holds registrations back until `manager`'s transaction ends (REGISTRATION_LOCK). */
  async lockRegistrations(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [REGISTRATION_LOCK]);
  }

  /** Accounts whose username or e-mail is one of `keys`, or whose username has `skeleton`. */
  findUsersClashingWith(
    keys: string[],
    skeleton: string,
    manager?: EntityManager,
  ): Promise<User[]> {
    return this.usersOf(manager)
      .createQueryBuilder('user')
      .where(
        'user.usernameKey IN (:...keys) OR user.emailKey IN (:...keys) OR user.usernameSkeleton = :skeleton',
        { keys, skeleton },
      )
      .getMany();
  }

  /** The e-mail addresses (normal form) of accounts at any of `domains`. */
  async findEmailsAtDomains(domains: string[], manager?: EntityManager): Promise<string[]> {
    const rows: { emailKey: string }[] = await this.usersOf(manager).query(
      `SELECT "email_key" AS "emailKey" FROM "users"
        WHERE "email_key" IS NOT NULL
          AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS d
                       WHERE right("email_key", length(d) + 1) = '@' || d)`,
      [domains],
    );
    return rows.map((row) => row.emailKey);
  }

  insertUser(account: NewUser, manager?: EntityManager): Promise<User> {
    const users = this.usersOf(manager);
    return users.save(users.create({ ...account, emailConfirmedAt: null }));
  }

  async setPasswordHash(id: number, passwordHash: string, manager?: EntityManager): Promise<void> {
    await this.usersOf(manager).update({ id }, { passwordHash });
  }

  /** Marks the address confirmed (the first time counts) and moves `updated_at`. */
  async confirmEmail(id: number, manager?: EntityManager): Promise<void> {
    await this.usersOf(manager)
      .createQueryBuilder()
      .update()
      .set({ emailConfirmedAt: () => 'COALESCE("email_confirmed_at", now())' })
      .where('id = :id', { id })
      .execute();
  }

  async keepResetToken(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.resetTokens.insert({ userId, tokenHash, expiresAt });
  }

  /** The account a live reset token belongs to, or null. */
  async findResetTokenOwner(tokenHash: string): Promise<number | null> {
    const token = await this.resetTokens
      .createQueryBuilder('token')
      .select('token.userId', 'userId')
      .where(`token.tokenHash = :tokenHash AND ${LIVE}`, { tokenHash })
      .getRawOne<{ userId: number }>();
    return token?.userId ?? null;
  }

  /**
   * Spends a live reset token in one statement, when its account's e-mail has `emailKey`
   * (null: any); answers the account, or null when nothing was spent.
   */
  async spendResetToken(
    tokenHash: string,
    emailKey: string | null,
    manager: EntityManager,
  ): Promise<number | null> {
    const query = manager
      .getRepository(PasswordResetToken)
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('"token_hash" = :tokenHash AND "used_at" IS NULL AND "expires_at" > now()', {
        tokenHash,
      });
    if (emailKey !== null)
      query.andWhere('"user_id" IN (SELECT "id" FROM "users" WHERE "email_key" = :emailKey)', {
        emailKey,
      });
    const { raw } = await query.returning('"user_id"').execute();
    const [spent] = raw as { user_id: number }[];
    return spent?.user_id ?? null;
  }

  /** Spends every live reset link of the account. */
  voidResetTokens(userId: number, manager: EntityManager): Promise<void> {
    return this.voidTokens(PasswordResetToken, userId, manager);
  }

  async keepConfirmationToken(
    userId: number,
    emailKey: string,
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await this.confirmationTokens.insert({ userId, emailKey, tokenHash, expiresAt });
  }

  /**
   * The account a live confirmation token belongs to, if it was sent to the address the account
   * has now; the token is locked until `manager`'s transaction ends.
   */
  async findConfirmationTokenOwner(
    tokenHash: string,
    manager: EntityManager,
  ): Promise<number | null> {
    const token = await manager
      .getRepository(EmailConfirmationToken)
      .createQueryBuilder('token')
      .innerJoin(User, 'user', 'user.id = token.userId AND user.emailKey = token.emailKey')
      .select('token.userId', 'userId')
      .where(`token.tokenHash = :tokenHash AND ${LIVE}`, { tokenHash })
      .setLock('pessimistic_write', undefined, ['token'])
      .getRawOne<{ userId: number }>();
    return token?.userId ?? null;
  }

  /** Spends every live confirmation link of the account. */
  voidConfirmationTokens(userId: number, manager: EntityManager): Promise<void> {
    return this.voidTokens(EmailConfirmationToken, userId, manager);
  }

  private async voidTokens(
    table: typeof PasswordResetToken | typeof EmailConfirmationToken,
    userId: number,
    manager: EntityManager,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(table)
      .set({ usedAt: () => 'now()' })
      .where('"user_id" = :userId AND "used_at" IS NULL', { userId })
      .execute();
  }
}
