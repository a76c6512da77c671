import { ConflictException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { pipeline, type Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { BoundedQueue } from '../common/bounded-queue.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { photoErrors } from './photos.messages.js';

/** What a download must move in each ALBUM_ZIP_STALL_SECONDS to keep its turn (about 1 KB/s). */
const MIN_BYTES_PER_WINDOW = 64 * 1024;

/**
 * ZIP downloads of the whole album, a few at a time: each holds a stored file open and a slow
 * client for as long as it downloads, so ALBUM_ZIP_CONCURRENCY run at once, ALBUM_ZIP_QUEUE
 * more wait their turn, and beyond that the answer is 503 with Retry-After. One download per
 * member at a time, so a single member cannot hold every turn; and a download that all but
 * stops (a client that reads nothing, or a trickle) gives up its turn, so a few accounts
 * cannot hold every turn either. Per process: each replica protects itself.
 */
@Injectable()
export class AlbumZipQueue {
  private readonly queue: BoundedQueue;
  /** Members with a download running or waiting. */
  private readonly members = new Set<number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.queue = new BoundedQueue(
      config.album.zipConcurrency,
      config.album.zipQueue,
      () => new ServiceUnavailableException(photoErrors.zipBusy),
    );
  }

  /**
   * Opens the ZIP when a turn is free and keeps the turn until the stream is done (read to the
   * end, failed, or destroyed because the client left). `signal` aborts a wait in the queue.
   */
  run(memberId: number, open: () => Promise<Readable>, signal: AbortSignal): Promise<Readable> {
    if (this.members.has(memberId))
      return Promise.reject(new ConflictException(photoErrors.zipAlreadyRunning));
    return new Promise<Readable>((resolve, reject) => {
      const turn = this.queue.run(
        async () => {
          const zip = this.cutWhenStalled(await open());
          resolve(zip);
          await finished(zip).catch(() => undefined);
        },
        { signal },
      );
      this.members.add(memberId);
      turn.catch(reject).finally(() => this.members.delete(memberId));
    });
  }

  /**
   * `zip` as it is sent, destroyed when a window passes with too little taken: its turn ends, and
   * Nest cuts the connection unless all that is left is already in the socket's buffers.
   */
  private cutWhenStalled(zip: Readable): Readable {
    let moved = 0;
    let movedBefore = 0;
    // Counts what the response takes: with backpressure, a client that stops reading stops it.
    const sent = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        moved += chunk.length;
        done(null, chunk);
      },
    });
    pipeline(zip, sent, () => undefined);
    const watch = setInterval(() => {
      if (moved - movedBefore < MIN_BYTES_PER_WINDOW)
        sent.destroy(new Error('ZIP download stalled: cut off to free its turn'));
      movedBefore = moved;
    }, this.config.album.zipStallMs);
    watch.unref();
    sent.once('close', () => clearInterval(watch));
    return sent;
  }
}
