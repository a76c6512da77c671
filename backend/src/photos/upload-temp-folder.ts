import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Older than this, a temporary upload is a crash's leftover: no request takes an hour. */
const STALE_MS = 60 * 60 * 1000;

/**
 * Where multer streams an upload before it is checked (DATA_DIR/upload-tmp). A request removes
 * its own file whatever happens (photo-upload.interceptor.ts); a process killed mid-request
 * cannot, so the start sweeps what such a crash left behind.
 */
@Injectable()
export class UploadTempFolder implements OnModuleInit {
  readonly path: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.path = path.join(config.dataDir, 'upload-tmp');
  }

  async onModuleInit(): Promise<void> {
    await fs.mkdir(this.path, { recursive: true });
    const now = Date.now();
    for (const name of await fs.readdir(this.path)) {
      const file = path.join(this.path, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > STALE_MS) await fs.rm(file, { force: true });
    }
  }

  /** Removes one temporary file; already gone is fine. */
  async remove(file: string): Promise<void> {
    await fs.rm(file, { force: true });
  }
}
