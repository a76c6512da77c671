import { Injectable } from '@nestjs/common';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { StorageService } from '../storage/storage.service.js';
import { DirectoryRepository, type ThumbnailOwner } from './directory.repository.js';
import { makeThumbnail } from './make-thumbnail.js';

export interface ThumbnailFile {
  body: Buffer | Readable;
  size: number;
}

/**
 * Directory thumbnails, made once per first photo on first view and stored beside the photos.
 * Lazily rather than at upload, so profiles stored before thumbnails existed need no backfill
 * and an upload does not wait for it. The key is then kept on the row, and cards link to the
 * stored file directly.
 */
@Injectable()
export class ThumbnailsService {
  /** One making per photo at a time: a page of cards can ask for the same one twice. */
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly directory: DirectoryRepository,
    private readonly storage: StorageService,
  ) {}

  /** The thumbnail of a photo that is some profile's first photo; null for any other key. */
  async thumbnailOf(photoKey: string): Promise<ThumbnailFile | null> {
    const owner = await this.directory.findFirstPhotoOwner(photoKey);
    if (!owner) return null;
    if (owner.thumbnailKey !== null) {
      const stored = await this.storage.get(owner.thumbnailKey);
      if (stored) return { body: stored.stream, size: stored.size };
      // Named on the row but missing from storage (restored backup, manual clean-up): remake it.
    }
    let made = this.making.get(photoKey);
    if (!made) {
      made = this.make(photoKey, owner).finally(() => this.making.delete(photoKey));
      this.making.set(photoKey, made);
    }
    const bytes = await made;
    return bytes && { body: bytes, size: bytes.length };
  }

  private async make(photoKey: string, owner: ThumbnailOwner): Promise<Buffer | null> {
    const photo = await this.storage.get(photoKey);
    if (!photo) return null;
    const thumbnail = await makeThumbnail(await buffer(photo.stream));
    const key = await this.storage.put(thumbnail, 'image/jpeg');
    // Only if the photo is still first and nobody stored a thumbnail meanwhile; otherwise the
    // new file is surplus (the bytes are still the right picture for this request).
    if (!(await this.directory.keepThumbnail(owner, photoKey, key)))
      await this.storage.deleteQuietly([key]);
    else if (owner.thumbnailKey !== null) await this.storage.deleteQuietly([owner.thumbnailKey]);
    return thumbnail;
  }
}
