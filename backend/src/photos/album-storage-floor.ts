import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import fs from 'node:fs/promises';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { StorageService } from '../storage/storage.service.js';
import { formatBytes, photoErrors } from './photos.messages.js';

const LOG_EVERY_MS = 60_000;

/**
 * Each member's quota bounds what one account stores, not what many do: anyone with the class
 * password may register 20 accounts an hour from one address, each with ALBUM_QUOTA. So album
 * uploads stop while the photo folder's disk has less than STORAGE_MIN_FREE left (507), and the
 * disk PostgreSQL, profile saves and the site's own files share never fills up. The album's ZIP,
 * as large as the album, is not written where it would leave less than that either (503).
 * Logged as an error, for whoever runs the site.
 */
@Injectable()
export class AlbumStorageFloor {
  private readonly logger = new Logger(AlbumStorageFloor.name);
  private loggedAt = -Infinity;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: StorageService,
  ) {}

  /** Before an album upload. With S3 storage there is no disk to keep. */
  async ensureRoom(): Promise<void> {
    const free = await this.storage.freeBytes();
    if (free === null || free >= this.floor) return;
    this.logBelowFloor(
      `Album uploads refused: the photo storage has ${formatBytes(free)} free, below STORAGE_MIN_FREE (${formatBytes(this.floor)})`,
    );
    throw new HttpException(photoErrors.storageFull, HttpStatus.INSUFFICIENT_STORAGE);
  }

  /** Before the album's ZIP, at most `bytes`, is written into `folder` (album-zip-cache.ts). */
  async ensureRoomForZip(folder: string, bytes: number): Promise<void> {
    const { bavail, bsize } = await fs.statfs(folder);
    const free = bavail * bsize;
    if (free - bytes >= this.floor) return;
    this.logBelowFloor(
      `Album ZIP not written: ${formatBytes(bytes)} on a disk with ${formatBytes(free)} free would leave less than STORAGE_MIN_FREE (${formatBytes(this.floor)})`,
    );
    throw new ServiceUnavailableException(photoErrors.zipNoRoom);
  }

  private get floor(): number {
    return this.config.album.minFreeStorageBytes;
  }

  /** Once a minute at most: members trying again and again must not flood the log. */
  private logBelowFloor(message: string): void {
    if (Date.now() - this.loggedAt < LOG_EVERY_MS) return;
    this.loggedAt = Date.now();
    this.logger.error(message);
  }
}
