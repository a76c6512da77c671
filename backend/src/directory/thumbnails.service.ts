import { Injectable } from '@nestjs/common';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { StorageService } from '../storage/storage.service.js';
import { makeThumbnail } from './make-thumbnail.js';

export interface ThumbnailFile {
  body: Buffer | Readable;
  size: number;
}

interface OwnerRow {
  id: number;
  thumbnail_key: string | null;
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
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  /** The thumbnail of a photo that is some profile's first photo; null for any other key. */
  async thumbnailOf(photoKey: string): Promise<ThumbnailFile | null> {
    const owner = await this.ownerOf(photoKey);
    if (!owner) return null;
    if (owner.thumbnail_key !== null) {
      const stored = await this.storage.get(owner.thumbnail_key);
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

  private async ownerOf(photoKey: string): Promise<OwnerRow | undefined> {
    const rows: OwnerRow[] = await this.dataSource.query(
      'SELECT id, thumbnail_key FROM profiles WHERE photos[1] = $1 LIMIT 1',
      [photoKey],
    );
    return rows[0];
  }

  private async make(photoKey: string, owner: OwnerRow): Promise<Buffer | null> {
    const photo = await this.storage.get(photoKey);
    if (!photo) return null;
    const thumbnail = await makeThumbnail(await buffer(photo.stream));
    const key = await this.storage.put(thumbnail, 'image/jpeg');
    // Only if the photo is still first and nobody stored a thumbnail meanwhile; otherwise the
    // new file is surplus (the bytes are still the right picture for this request).
    const [, updated] = (await this.dataSource.query(
      `UPDATE profiles SET thumbnail_key = $1
        WHERE id = $2 AND photos[1] = $3 AND thumbnail_key IS NOT DISTINCT FROM $4`,
      [key, owner.id, photoKey, owner.thumbnail_key],
    )) as [unknown, number];
    if (updated === 0) await this.storage.deleteQuietly([key]);
    else if (owner.thumbnail_key !== null) await this.storage.deleteQuietly([owner.thumbnail_key]);
    return thumbnail;
  }
}
