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
   * (read to the end, failed, or destroyed because the client left).
   */
  async send(memberId: number, open: () => Promise<Readable>): Promise<Readable> {
    if (this.members.has(memberId)) throw new ConflictException(photoErrors.zipAlreadyRunning);
    this.members.add(memberId);
    let zip: Readable;
    try {
      zip = cutWhenStalled(await open(), this.config.album.zipStallMs, 'ZIP download stalled');
    } catch (error) {
      this.members.delete(memberId);
      throw error;
    }
    void finished(zip)
      .catch(() => undefined)
      .finally(() => this.members.delete(memberId));
    return zip;
  }
}
