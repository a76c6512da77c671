import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  contentTypeOfKey,
  isStorageKey,
  newStorageKey,
  type StorableContentType,
} from './storage-key.js';
import { StorageService, type StoredFile } from './storage.service.js';
import { removeChangedBefore, STALE_TEMP_MS, sweepPeriodically } from './folder-sweep.js';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Files in one folder (STORAGE_DIR), named by their keys. A file is written under a temporary
 * name in `.tmp/` inside the same folder, flushed, then renamed into place: a rename within one
 * file system is atomic, so a reader (or another replica sharing the folder) sees the whole
 * file or nothing, never half of one.
 */
export class LocalFolderStorage extends StorageService implements OnApplicationShutdown {
  private readonly sweepLogger = new Logger(LocalFolderStorage.name);
  private readonly tempDir: string;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly root: string) {
    super();
    this.tempDir = path.join(root, '.tmp');
  }

  /**
   * Creates the folders and sweeps temporary files a crash left behind, now and every ten
   * minutes. Only old ones: the folder may be shared with other replicas, writing theirs.
   */
  async init(): Promise<void> {
    await fs.mkdir(this.tempDir, { recursive: true });
    await this.sweepTemp();
    this.sweeper = sweepPeriodically(this.tempDir, () => this.sweepTemp(), this.sweepLogger);
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Removes the temporary files nobody has written to for STALE_TEMP_MS (younger ones may be
   * another replica's upload in progress).
   */
  async sweepTemp(): Promise<void> {
    await removeChangedBefore(this.tempDir, Date.now() - STALE_TEMP_MS);
  }

  async put(body: Buffer | Readable, contentType: StorableContentType): Promise<string> {
    const key = newStorageKey(contentType);
    const temp = path.join(this.tempDir, `${key}.${randomBytes(4).toString('hex')}.part`);
    try {
      // `flush`: synced to disk before the rename, so a power cut cannot leave a complete name
      // on missing data. `wx`: never writes over anything.
      if (Buffer.isBuffer(body)) await fs.writeFile(temp, body, { flag: 'wx', flush: true });
      else await pipeline(body, createWriteStream(temp, { flags: 'wx', flush: true }));
      await fs.rename(temp, this.pathOf(key));
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return key;
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    let handle: FileHandle;
    try {
      handle = await fs.open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // Size from the open handle: it describes exactly the bytes the stream will read.
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), contentType: contentTypeOfKey(key), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    try {
      return (await fs.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** What the folder's file system still gives an unprivileged writer. */
  async freeBytes(): Promise<number> {
    const { bavail, bsize } = await fs.statfs(this.root);
    return bavail * bsize;
  }

  private pathOf(key: string): string {
    return path.join(this.root, key);
  }
}
