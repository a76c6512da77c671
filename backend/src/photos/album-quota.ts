import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { photoErrors } from './photos.messages.js';
import { PhotosRepository } from './photos.repository.js';

/** First half of the advisory lock key that serialises one member's album writes. */
const QUOTA_LOCK = 1_751_000_091;

/**
 * Each member may keep up to ALBUM_QUOTA bytes of album photos (originals and thumbnails as
 * stored), and up to ALBUM_MAX_PHOTOS of them. Checked before anything is stored, and again under
 * a per-member lock in the transaction that writes the row, so two uploads at once cannot both
 * slip under the quota.
 */
@Injectable()
export class AlbumQuota {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly photos: PhotosRepository,
  ) {}

  /**
   * 403 with a clear message when one more photo of `bytes` would take the member past the
   * quota. With `lockWith`, checked under the member's lock, inside that transaction.
   */
  async ensureRoom(userId: number, bytes: number, lockWith?: EntityManager): Promise<void> {
    if (lockWith) await this.photos.lockMemberAlbum(QUOTA_LOCK, userId, lockWith);
    const used = await this.photos.usageOf(userId, lockWith);
    const { quotaBytes, maxPhotos } = this.config.album;
    if (used.photos + 1 > maxPhotos)
      throw new ForbiddenException(photoErrors.tooManyPhotos(maxPhotos));
    if (used.bytes + bytes > quotaBytes)
      throw new ForbiddenException(photoErrors.quotaFull(quotaBytes));
  }
}
