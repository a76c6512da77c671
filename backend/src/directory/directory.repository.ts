import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type pg from 'pg';
import { type DirectoryCard, directoryCardFields } from '@reunion/contracts';
import { DataSource, Repository } from 'typeorm';
import { preparedStatement, runPrepared, typeormPool } from '../database/prepared-statement.js';
import { profileSelectList } from '../profiles/profile-columns.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { type CardRow, type DirectoryAudience, toCard } from './directory-cards.js';

/**
 * Plain SQL, like the profile page's read (profiles.repository.ts): the journeys and the other
 * long texts are never read, and `to_char` keeps the date a calendar day (pg would make it a
 * local-time Date). The columns are the card's fields (contracts' directoryCardFields), named as the entity's
 * properties (profile-columns.ts), with the contact settings the projection reads. The API
 * benchmark's baseline runs this same text (bench/baseline-server.mjs, bench/RESULTS.md "API").
 */
const CARDS_SQL = `
  SELECT ${profileSelectList([
    'id',
    ...directoryCardFields,
    'emailVisibility',
    'phoneNumberVisibility',
    'cityVisibility',
    'thumbnailKey',
    'createdAt',
    'updatedAt',
  ])}, photos[1] AS "firstPhoto"
    FROM profiles
   WHERE status = 'published'
   ORDER BY updated_at DESC, id DESC`;

// Changes with anything a card shows: every save moves that row's updated_at (the profiles
// service sees to it), publishing or removing a profile changes the set, and a thumbnail made
// on first view changes its key. Plain sums over the rows: one short answer instead of 2,000
// long ones, and measured at 1.6 ms for 2,000 profiles (an md5 over the rows took 4 ms). Run on
// every directory and stays request (published-list-cache.ts), so prepared
// (prepared-statement.ts).
export const DIRECTORY_VERSION = preparedStatement(
  'directory-version',
  `
  SELECT count(*)::int AS count,
         coalesce(sum(id::bigint), 0)::text AS ids,
         coalesce(sum(floor(extract(epoch FROM updated_at) * 1000000)), 0)::text AS times,
         coalesce(sum(hashtext(coalesce(thumbnail_key, ''))::bigint), 0)::text AS thumbnails
    FROM profiles
   WHERE status = 'published'`,
);

interface VersionRow {
  count: number;
  ids: string;
  times: string;
  thumbnails: string;
}

type Queryable = Pick<DataSource, 'query'>;

/**
 * Every published profile as a card, most recently updated first (Find Classmates' default order).
 */
export async function readDirectoryCards(
  db: Queryable,
  audience: DirectoryAudience,
): Promise<DirectoryCard[]> {
  const rows: CardRow[] = await db.query(CARDS_SQL);
  return rows.map((row) => toCard(row, audience));
}

/** A short fingerprint of the published cards, for reusing an already encoded list. */
export async function readDirectoryVersion(pool: pg.Pool): Promise<string> {
  const [row] = await runPrepared<VersionRow>(pool, DIRECTORY_VERSION);
  return row ? `${row.count}:${row.ids}:${row.times}:${row.thumbnails}` : '0';
}

/** The profile whose first photo a thumbnail is made of, and the thumbnail it has. */
export type ThumbnailOwner = Pick<ProfileEntity, 'id' | 'thumbnailKey'>;

/** What the directory reads of the profiles: the cards, their fingerprint, the thumbnails. */
@Injectable()
export class DirectoryRepository {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    private readonly dataSource: DataSource,
  ) {}

  findCards(audience: DirectoryAudience): Promise<DirectoryCard[]> {
    return readDirectoryCards(this.dataSource, audience);
  }

  /** The published profiles' fingerprint (DIRECTORY_VERSION). */
  publishedVersion(): Promise<string> {
    return readDirectoryVersion(typeormPool(this.dataSource));
  }

  /**
   * The published profile whose first photo this is, if any: only cards have thumbnails, and a
   * draft's photo, seen while it was published, gets no new file.
   */
  async findFirstPhotoOwner(photoKey: string): Promise<ThumbnailOwner | null> {
    return this.profiles
      .createQueryBuilder('profile')
      .select(['profile.id', 'profile.thumbnailKey'])
      .where("profile.photos[1] = :photoKey AND profile.status = 'published'", { photoKey })
      .limit(1)
      .getOne();
  }

  /**
   * Names `key` as the profile's thumbnail, only if `photoKey` is still its first photo and its
   * thumbnail is still `owner.thumbnailKey`; false when either changed meanwhile.
   */
  async keepThumbnail(owner: ThumbnailOwner, photoKey: string, key: string): Promise<boolean> {
    const result = await this.profiles
      .createQueryBuilder()
      .update()
      .set({ thumbnailKey: key })
      .where('id = :id AND photos[1] = :photoKey', { id: owner.id, photoKey })
      .andWhere('thumbnail_key IS NOT DISTINCT FROM :previous', { previous: owner.thumbnailKey })
      .execute();
    return result.affected !== 0;
  }
}
