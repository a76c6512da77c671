import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { StorageService } from '../storage/storage.service.js';
import { formatBytes, photoErrors } from './photos.messages.js';

const LOG_EVERY_MS = 60_000;

/**
 * Each member's quota bounds what one account stores, not what many do: anyone with the class
 * password may register 20 accounts an hour from one address, each with ALBUM_QUOTA. So album
 * uploads stop while the photo folder's disk has less than STORAGE_MIN_FREE left (507), and the
 * disk PostgreSQL, profile saves and the site's own files share never fills up. Logged as an
 * error, for whoever runs the site.
 */
@Injectable()
export class AlbumStorageFloor {
  private readonly logger = new Logger(AlbumStorageFloor.name);
  private loggedAt = -Infinity;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: StorageService,
  ) {}

  async ensureRoom(): Promise<void> {
    const free = await this.storage.freeBytes();
    const floor = this.config.album.minFreeStorageBytes;
    if (free === null || free >= floor) return;
    // Once a minute at most: members trying again and again must not flood the log.
    if (Date.now() - this.loggedAt >= LOG_EVERY_MS) {
      this.loggedAt = Date.now();
      this.logger.error(
        `Album uploads refused: the photo storage has ${formatBytes(free)} free, below STORAGE_MIN_FREE (${formatBytes(floor)})`,
      );
    }
    throw new HttpException(photoErrors.storageFull, HttpStatus.INSUFFICIENT_STORAGE);
  }
}
