import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { User } from '../auth/user.entity.js';
import { ProfileEntity } from '../profiles/profile.entity.js';

/** The seeded accounts' rows: those whose e-mail is at the seed's domain (seed-people.ts). */
export class SeedRepository {
  /** `%@domain`, compared with the lower-cased e-mail. */
  private readonly emailPattern: string;

  constructor(
    private readonly dataSource: DataSource,
    emailDomain: string,
  ) {
    this.emailPattern = `%@${emailDomain}`;
  }

  /** The seeded accounts' e-mail addresses. */
  async seededEmails(): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .select('user.email', 'email')
      .where('lower(user.email) LIKE :pattern', { pattern: this.emailPattern })
      .getRawMany<{ email: string }>();
    return rows.map((row) => row.email);
  }

  /** The photos and thumbnails of the seeded profiles. */
  seededPhotos(): Promise<Pick<ProfileEntity, 'photos' | 'thumbnailKey'>[]> {
    return this.dataSource
      .getRepository(ProfileEntity)
      .createQueryBuilder('profile')
      .innerJoin(User, 'user', 'user.id = profile.userId')
      .select(['profile.photos', 'profile.thumbnailKey'])
      .where('lower(user.email) LIKE :pattern', { pattern: this.emailPattern })
      .getMany();
  }

  /** Removes every seeded account (its profile goes with it); answers how many. */
  async removeSeeded(): Promise<number> {
    const result = await this.dataSource
      .getRepository(User)
      .createQueryBuilder()
      .delete()
      .where('lower(email) LIKE :pattern', { pattern: this.emailPattern })
      .execute();
    return result.affected ?? 0;
  }

  /** Inserts the accounts, in order, and answers their ids. */
  async insertAccounts(
    accounts: Omit<User, 'id' | 'emailConfirmedAt'>[],
    manager: EntityManager,
  ): Promise<number[]> {
    const result = await manager.getRepository(User).insert(accounts);
    return result.identifiers.map((identifier) => (identifier as { id: number }).id);
  }

  async insertProfiles(
    profiles: QueryDeepPartialEntity<ProfileEntity>[],
    manager: EntityManager,
  ): Promise<void> {
    await manager.getRepository(ProfileEntity).insert(profiles);
  }
}
