import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { photoErrors } from './photos.messages.js';
import { cutWhenStalled } from './stall-cut.js';

/**
 * ZIP downloads of the whole album as they are sent: one per member at a time (409 beyond), so
 * one member cannot pile up downloads, and one that all but stops (a client that reads nothing,
 * or a trickle under ALBUM_ZIP_STALL_SECONDS' pace) is cut, so its socket does not stay for ever.
 * Sending costs no turn: the ZIP is written once per album (album-zip-cache.ts). Per process.
 */
@Injectable()
export class AlbumZipDownloads {
  /** Members whose download is being prepared or sent. */
  private readonly members = new Set<number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * `open()`'s ZIP as it is to be sent. The member's download lasts until that stream is done
   * (read to the end, failed, or destroyed because the client left), or until `left` aborts
   * while the ZIP is still being written: the member may then ask again at once, and the write
   * goes on for whoever shares it.
   */
  async send(
    memberId: number,
    open: () => Promise<Readable>,
    left: AbortSignal,
  ): Promise<Readable> {
    if (this.members.has(memberId)) throw new ConflictException(photoErrors.zipAlreadyRunning);
    this.members.add(memberId);
    const leave = () => this.members.delete(memberId);
    left.addEventListener('abort', leave, { once: true });
    let zip: Readable;
    try {
      zip = cutWhenStalled(await open(), this.config.album.zipStallMs, 'ZIP download stalled');
    } catch (error) {
      leave();
      throw error;
    } finally {
      left.removeEventListener('abort', leave);
    }
    // Gone already: its place is free, and may be a new download's by now.
    if (left.aborted) {
      zip.destroy();
      return zip;
    }
    void finished(zip)
      .catch(() => undefined)
      .finally(leave);
    return zip;
  }
}
