import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { removeChangedBefore, STALE_TEMP_MS, sweepPeriodically } from '../storage/folder-sweep.js';

/**
 * Where multer streams an upload before it is checked (DATA_DIR/upload-tmp). A request removes
 * its own file whatever happens (photo-upload.interceptor.ts); a process killed mid-request
 * cannot. The folder belongs to the one process running on this DATA_DIR, so at start
 * everything in it is an earlier process's leftover and goes, before any request is taken;
 * while the process runs, files untouched for an hour go too (a handler that could not remove
 * its file). Nothing here is ever served: the files route reads only stored keys (storage-key.ts)
 * from the storage folder.
 */
@Injectable()
export class UploadTempFolder implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(UploadTempFolder.name);
  readonly path: string;
  private timer: NodeJS.Timeout | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.path = path.join(config.dataDir, 'upload-tmp');
  }

  async onModuleInit(): Promise<void> {
    await fs.mkdir(this.path, { recursive: true });
    const removed = await this.sweep(Date.now());
    if (removed > 0) this.logger.log(`removed ${removed} upload part(s) an earlier run left`);
    this.timer = sweepPeriodically(
      this.path,
      () => this.sweep(Date.now() - STALE_TEMP_MS),
      this.logger,
    );
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Removes the files last changed before `before` (ms since the epoch); returns how many. */
  sweep(before: number): Promise<number> {
    return removeChangedBefore(this.path, before);
  }

  /** Removes one temporary file; already gone is fine. */
  async remove(file: string): Promise<void> {
    await fs.rm(file, { force: true });
  }
}
