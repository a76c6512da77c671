import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { albumMessages } from '@reunion/contracts';
import { type EntityManager, Repository } from 'typeorm';
import { ProfileEntity } from '../profiles/profile.entity.js';
import type { AlbumPhotoRow } from './album-photo-view.js';
import { AlbumPhotoEntity } from './album-photo.entity.js';

export interface AlbumRowsQuery {
  /** Only photos older than this one (newest-first paging). */
  before?: number;
  limit?: number;
  /** Only this photo. */
  id?: number;
  order: 'newest-first' | 'oldest-first';
}

/** The album's photo rows (docs/pages.md, "Photo album"). */
@Injectable()
export class PhotosRepository {
  constructor(
    @InjectRepository(AlbumPhotoEntity) private readonly photos: Repository<AlbumPhotoEntity>,
  ) {}

  /**
   * Album rows with the uploader's name: the name on their published profile when they have
   * one ("Shared by Ada Lovelace"), else "A classmate". Never the account's username: the
   * site's own registration makes it the e-mail address, which the album must not show. A
   * draft profile's name is not used: drafts are private to their owner. Without `limit`, the
   * whole album (docs/api.md, "Stable paths").
   */
  findRows(query: AlbumRowsQuery): Promise<AlbumPhotoRow[]> {
    const rows = this.photos
      .createQueryBuilder('photo')
      .leftJoin(
        ProfileEntity,
        'profile',
        "profile.userId = photo.userId AND profile.status = 'published'",
      )
      .select('photo.id', 'id')
      .addSelect('photo.userId', 'userId')
      .addSelect('photo.photoKey', 'photoKey')
      .addSelect('photo.thumbnailKey', 'thumbnailKey')
      .addSelect('photo.caption', 'caption')
      .addSelect('photo.uploadDate', 'uploadDate')
      .addSelect(
        "COALESCE(NULLIF(btrim(concat_ws(' ', profile.firstName, profile.lastName)), ''), :unnamed)",
        'userName',
      )
      .setParameter('unnamed', albumMessages.unnamedUploader)
      .orderBy('photo.id', query.order === 'newest-first' ? 'DESC' : 'ASC')
      .limit(query.limit);
    if (query.before !== undefined) rows.andWhere('photo.id < :before', { before: query.before });
    if (query.id !== undefined) rows.andWhere('photo.id = :id', { id: query.id });
    return rows.getRawMany<AlbumPhotoRow>();
  }

  /** The bytes the whole album takes in storage, thumbnails included: more than its ZIP holds. */
  async albumBytes(): Promise<number> {
    const row = await this.photos
      .createQueryBuilder('photo')
      .select('COALESCE(SUM(photo.storedBytes), 0)', 'bytes')
      .getRawOne<{ bytes: string }>();
    return Number(row?.bytes ?? 0);
  }

  /** How many album photos the member keeps, and the bytes they take in storage. */
  async usageOf(
    userId: number,
    manager?: EntityManager,
  ): Promise<{ bytes: number; photos: number }> {
    const row = await this.repository(manager)
      .createQueryBuilder('photo')
      .select('COALESCE(SUM(photo.storedBytes), 0)', 'bytes')
      .addSelect('COUNT(*)', 'photos')
      .where('photo.userId = :userId', { userId })
      .getRawOne<{ bytes: string; photos: string }>();
    return { bytes: Number(row?.bytes ?? 0), photos: Number(row?.photos ?? 0) };
  }

  /**
   * Serialises the member's album writes until the transaction of `manager` ends. An advisory
   * lock has no QueryBuilder form, hence the one SQL string.
   */
  async lockMemberAlbum(lockKey: number, userId: number, manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [lockKey, userId]);
  }

  /** Inserts a photo row and answers its id. */
  async insert(
    photo: Pick<
      AlbumPhotoEntity,
      'userId' | 'photoKey' | 'thumbnailKey' | 'caption' | 'storedBytes'
    >,
    manager?: EntityManager,
  ): Promise<number> {
    const result = await this.repository(manager).insert(photo);
    return (result.identifiers[0] as { id: number }).id;
  }

  /** The row, locked against other writers until the transaction of `manager` ends. */
  findByIdForUpdate(id: number, manager: EntityManager): Promise<AlbumPhotoEntity | null> {
    return this.repository(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async delete(id: number, manager?: EntityManager): Promise<void> {
    await this.repository(manager).delete({ id });
  }

  private repository(manager: EntityManager | undefined): Repository<AlbumPhotoEntity> {
    return manager ? manager.getRepository(AlbumPhotoEntity) : this.photos;
  }
}
