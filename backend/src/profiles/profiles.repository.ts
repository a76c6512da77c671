import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type pg from 'pg';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { preparedStatement, runPrepared, typeormPool } from '../database/prepared-statement.js';
import { NEXT_UPDATED_AT } from './next-updated-at.js';
import { profileColumnNames, profileSelectList } from './profile-columns.js';
import type { ProfileViewRow } from './profile-view.js';
import { ProfileEntity } from './profile.entity.js';

/** The columns a save writes; `updatedAt` is the repository's to move (next-updated-at.ts). */
export type ProfileFields = Omit<QueryDeepPartialEntity<ProfileEntity>, 'updatedAt'>;

/**
 * GET /api/profiles/:id's read: one plain SELECT whose columns are named as the entity's
 * properties, so the row goes straight to toProfileView. TypeORM's findOneBy built the query
 * and hydrated an entity on every call, a measurable share of this hot path's time (issue 9,
 * bench/RESULTS.md "API"). The list comes from the entity's columns (profile-columns.ts), all
 * but the two the view leaves out. Prepared, as every signed-in request's reads are
 * (prepared-statement.ts). bench/baseline-server.mjs runs this same statement.
 */
export const PROFILE_BY_ID = preparedStatement(
  'profile-by-id',
  `
  SELECT ${profileSelectList(
    profileColumnNames.filter((name) => name !== 'thumbnailKey' && name !== 'rsvpNudgesStoppedAt'),
  )}
    FROM profiles
   WHERE id = $1`,
);

/** The profile with this id as the view needs it, or null. Visibility is the caller's check. */
export async function readProfileRow(pool: pg.Pool, id: number): Promise<ProfileViewRow | null> {
  const [row] = await runPrepared<ProfileViewRow>(pool, PROFILE_BY_ID, [id]);
  return row ?? null;
}

/** The profiles table (docs/profiles.md): every read and write of a profile row. */
@Injectable()
export class ProfilesRepository {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Published profiles and this member's own draft, most recently updated first. */
  findListedFor(userId: number): Promise<ProfileEntity[]> {
    return this.profiles.find({
      where: [{ status: 'published' }, { userId }],
      order: { updatedAt: 'DESC', id: 'DESC' },
    });
  }

  /** The hot read of the profile page (PROFILE_BY_ID). */
  findView(id: number): Promise<ProfileViewRow | null> {
    return readProfileRow(typeormPool(this.dataSource), id);
  }

  findById(id: number): Promise<ProfileEntity | null> {
    return this.profiles.findOneBy({ id });
  }

  findByIdOrFail(id: number, manager?: EntityManager): Promise<ProfileEntity> {
    return this.repository(manager).findOneByOrFail({ id });
  }

  /** The row, locked against other writers until the transaction of `manager` ends. */
  findByIdForUpdate(id: number, manager: EntityManager): Promise<ProfileEntity | null> {
    return this.repository(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  existsForUser(userId: number): Promise<boolean> {
    return this.profiles.existsBy({ userId });
  }

  /** Whether another profile than `exceptId`'s has this e-mail, in any letter case. */
  isEmailTaken(email: string, exceptId: number | null, manager?: EntityManager): Promise<boolean> {
    const query = this.repository(manager)
      .createQueryBuilder('profile')
      .where('lower(profile.email) = lower(:email)', { email });
    if (exceptId !== null) query.andWhere('profile.id <> :exceptId', { exceptId });
    return query.getExists();
  }

  /** Inserts a profile and answers its id. */
  async insert(fields: ProfileFields): Promise<number> {
    const result = await this.profiles.insert(fields);
    return (result.identifiers[0] as { id: number }).id;
  }

  /** Writes `fields` and moves `updated_at` past the last save. */
  async update(id: number, fields: ProfileFields, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update({ id }, { ...fields, updatedAt: () => NEXT_UPDATED_AT });
  }

  async delete(id: number, manager?: EntityManager): Promise<void> {
    await this.repository(manager).delete({ id });
  }

  /** Published profiles whose owners did not opt out of the AI chat, by id. */
  findSharedWithAiChat(): Promise<ProfileEntity[]> {
    return this.profiles.find({
      where: { status: 'published', aiChatOptOut: false },
      order: { id: 'ASC' },
    });
  }

  /**
   * The ids of profiles saved, before the rule, with a departure before the arrival
   * (docs/profiles.md, "Validation"), by id.
   */
  async findIdsWithDepartureBeforeArrival(): Promise<number[]> {
    const rows = await this.profiles
      .createQueryBuilder('profile')
      .select('profile.id', 'id')
      .where('profile.departure_date < profile.arrival_date')
      .orderBy('profile.id')
      .getRawMany<{ id: number }>();
    return rows.map((row) => row.id);
  }

  /**
   * The ids of profiles saved, before the rule, with an arrival or departure outside `range`
   * (docs/profiles.md, "Validation"), by id.
   */
  async findIdsWithStayDatesOutside(range: { first: string; last: string }): Promise<number[]> {
    const rows = await this.profiles
      .createQueryBuilder('profile')
      .select('profile.id', 'id')
      .where('profile.arrival_date NOT BETWEEN :first AND :last', range)
      .orWhere('profile.departure_date NOT BETWEEN :first AND :last', range)
      .orderBy('profile.id')
      .getRawMany<{ id: number }>();
    return rows.map((row) => row.id);
  }

  private repository(manager: EntityManager | undefined): Repository<ProfileEntity> {
    return manager ? manager.getRepository(ProfileEntity) : this.profiles;
  }
}
