import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { photoErrors } from './photos.messages.js';

/** First half of the advisory lock key that serialises one member's album writes. */
const QUOTA_LOCK = 1_751_000_091;

/**
 * Each member may keep up to ALBUM_QUOTA bytes of album photos (originals and thumbnails as
 * stored). Checked before anything is stored, and again under a per-member lock in the
 * transaction that writes the row, so two uploads at once cannot both slip under the quota.
 */
@Injectable()
export class AlbumQuota {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** 403 with a clear message when `bytes` more would take the member past the quota. */
  async ensureRoom(
    manager: EntityManager,
    userId: number,
    bytes: number,
    options: { lock: boolean },
  ): Promise<void> {
    if (options.lock)
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [QUOTA_LOCK, userId]);
    const [row]: { used: string }[] = await manager.query(
      'SELECT COALESCE(SUM("stored_bytes"), 0) AS "used" FROM "album_photos" WHERE "user_id" = $1',
      [userId],
    );
    if (Number(row?.used ?? 0) + bytes > this.config.album.quotaBytes)
      throw new ForbiddenException(photoErrors.quotaFull(this.config.album.quotaBytes));
  }
}
