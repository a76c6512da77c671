import { Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { StorableContentType } from './storage-key.js';

/** A stored file, opened for reading. */
export interface StoredFile {
  stream: Readable;
  contentType: StorableContentType;
  /** Bytes, for Content-Length. */
  size: number;
}

/**
 * Where uploaded files (profile photos, album photos) live. An abstract class rather than an
 * interface so that Nest can inject it by type: the module picks the implementation from the
 * configuration (today a local folder; S3-style object storage can be added beside it), and the
 * callers never know which. Keys are random and a stored file never changes under its key.
 */
export abstract class StorageService {
  private readonly logger = new Logger('StorageService');

  /** Stores the whole body under a new random key and answers that key once it is complete. */
  abstract put(body: Buffer | Readable, contentType: StorableContentType): Promise<string>;

  /** null when there is no such file (or the key is not one of ours). */
  abstract get(key: string): Promise<StoredFile | null>;

  /** Removes the file; removing a missing file is not an error. */
  abstract delete(key: string): Promise<void>;

  abstract exists(key: string): Promise<boolean>;

  /** Bytes still free for new files; null where there is no such limit (object storage). */
  abstract freeBytes(): Promise<number | null>;

  /**
   * Deletes files whose database rows already moved on (dropped photos, a deleted profile, the
   * new files of a failed write). A failure here must not fail a request that has committed, so
   * it is logged: the leftover is an orphan file, never a broken row.
   */
  async deleteQuietly(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        try {
          await this.delete(key);
        } catch (error) {
          this.logger.warn(
            `could not delete ${key}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }),
    );
  }
}
