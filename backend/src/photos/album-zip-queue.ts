import { ConflictException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PQueue from 'p-queue';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { photoErrors } from './photos.messages.js';

/**
 * ZIP downloads of the whole album, a few at a time: each holds a stored file open and a slow
 * client for as long as it downloads, so ALBUM_ZIP_CONCURRENCY run at once, ALBUM_ZIP_QUEUE
 * more wait their turn, and beyond that the answer is 503 with Retry-After. One download per
 * member at a time, so a single member cannot hold every turn. Per process: each replica
 * protects itself.
 */
@Injectable()
export class AlbumZipQueue {
  private readonly queue: PQueue;
  /** Members with a download running or waiting. */
  private readonly members = new Set<number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.queue = new PQueue({ concurrency: config.album.zipConcurrency });
  }

  /**
   * Opens the ZIP when a turn is free and keeps the turn until the stream is done (read to the
   * end, failed, or destroyed because the client left). `signal` aborts a wait in the queue.
   */
  run(memberId: number, open: () => Promise<Readable>, signal: AbortSignal): Promise<Readable> {
    if (this.members.has(memberId))
      return Promise.reject(new ConflictException(photoErrors.zipAlreadyRunning));
    const mustWait = this.queue.pending >= this.config.album.zipConcurrency;
    if (mustWait && this.queue.size >= this.config.album.zipQueue)
      return Promise.reject(new ServiceUnavailableException(photoErrors.zipBusy));
    this.members.add(memberId);
    return new Promise<Readable>((resolve, reject) => {
      this.queue
        .add(
          async () => {
            const zip = await open();
            resolve(zip);
            await finished(zip).catch(() => undefined);
          },
          { signal },
        )
        .catch(reject)
        .finally(() => this.members.delete(memberId));
    });
  }
}
