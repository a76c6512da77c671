import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity.js';

/** Every column of a user, named as the entity's properties. */
const USER_BY_ID_SQL = `
  SELECT id, username, email, password_hash AS "passwordHash", is_super_admin AS "isSuperAdmin",
         created_at AS "createdAt", updated_at AS "updatedAt"
    FROM users
   WHERE id = $1`;

/** The users table; names are compared case-insensitively everywhere, as the unique indexes are. */
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

  /** Sign-in accepts the username or the e-mail; a username match wins over someone's e-mail. */
  findByUsernameOrEmail(identifier: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where(
        'lower(user.username) = lower(:identifier) OR lower(user.email) = lower(:identifier)',
        { identifier },
      )
      .orderBy('CASE WHEN lower(user.username) = lower(:identifier) THEN 0 ELSE 1 END')
      .limit(1)
      .getOne();
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email })
      .getOne();
  }

  /**
   * Accounts a new username/e-mail pair would clash with. A username may not equal another
   * account's e-mail either, or signing in with that text would be ambiguous.
   */
  findClashes(username: string, email: string): Promise<User[]> {
    return this.users
      .createQueryBuilder('user')
      .where(
        'lower(user.username) IN (lower(:username), lower(:email)) OR lower(user.email) IN (lower(:username), lower(:email))',
        {
          username,
          email,
        },
      )
      .getMany();
  }

  create(
    fields: Pick<User, 'username' | 'email' | 'passwordHash' | 'isSuperAdmin'>,
  ): Promise<User> {
    return this.users.save(this.users.create(fields));
  }

  async update(
    id: number,
    fields: Partial<Pick<User, 'passwordHash' | 'isSuperAdmin'>>,
  ): Promise<void> {
    await this.users.update({ id }, fields);
  }
}
