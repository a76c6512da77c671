import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { pipeline, type Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { photoErrors } from './photos.messages.js';

/** What a download must move in each ALBUM_ZIP_STALL_SECONDS to go on (about 1 KB/s). */
const MIN_BYTES_PER_WINDOW = 64 * 1024;

/**
 * ZIP downloads of the whole album as they are sent: one per member at a time (409 beyond), so
 * one member cannot pile up downloads, and one that all but stops (a client that reads nothing,
 * or a trickle) is cut, so its socket and open file do not stay for ever. Sending costs no turn:
 * the ZIP is written once per album (album-zip-cache.ts). Per process.
 */
@Injectable()
export class AlbumZipDownloads {
  /** Members whose download is being prepared or sent. */
  private readonly members = new Set<number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * `open()`'s ZIP as it is to be sent. The member's download lasts until that stream is done
   * (read to the end, failed, or destroyed because the client left).
   */
  async send(memberId: number, open: () => Promise<Readable>): Promise<Readable> {
    if (this.members.has(memberId)) throw new ConflictException(photoErrors.zipAlreadyRunning);
    this.members.add(memberId);
    let zip: Readable;
    try {
      zip = this.cutWhenStalled(await open());
    } catch (error) {
      this.members.delete(memberId);
      throw error;
    }
    void finished(zip)
      .catch(() => undefined)
      .finally(() => this.members.delete(memberId));
    return zip;
  }

  /**
   * `zip` as it is sent, destroyed when a window passes with too little taken: Nest cuts the
   * connection unless all that is left is already in the socket's buffers.
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
        sent.destroy(new Error('ZIP download stalled: cut off'));
      movedBefore = moved;
    }, this.config.album.zipStallMs);
    watch.unref();
    sent.once('close', () => clearInterval(watch));
    return sent;
  }
}
