import { Injectable } from '@nestjs/common';
import { isPhotoDataUrl } from '@reunion/contracts';
import { InvalidInputException } from '../common/api-exceptions.js';
import { ImageRejectedError, reencodeJpeg } from '../images/reencode-jpeg.js';
import { keyFromFileUrl } from '../storage/file-url.js';
import { StorageService } from '../storage/storage.service.js';
import { PROFILE_PHOTO_ENCODING } from './profile-photo-limits.js';
import { photoErrors } from './profiles.messages.js';

/** One entry of a body's photo list, once understood: a photo the profile has, or a new JPEG. */
export type PhotoSlot = { kind: 'kept'; key: string } | { kind: 'new'; jpeg: Buffer };

export interface StoredPhotos {
  /** The profile's keys after the save, in the body's order. */
  keys: string[];
  /** The keys stored by this request: to delete if the row is not written. */
  added: string[];
}

const JPEG_DATA_URL_PREFIX = /^data:image\/jpeg;base64,/i;

/** A photo the sender must fix (as opposed to a failure of the server). */
class PhotoProblem extends Error {}

/**
 * Profile photos between the request body and the storage (docs/profiles.md, "Photos": the client
 * sends the final list, stored addresses it keeps and JPEG data URLs it adds).
 */
@Injectable()
export class ProfilePhotos {
  constructor(private readonly storage: StorageService) {}

  /**
   * Reads the body's list against the profile's current keys. Every problem is collected and
   * refused at once (400 naming `photos`), before anything is stored: a kept address must be one
   * of this profile's own files (never another profile's), a new photo must really be a JPEG.
   */
  async read(photos: readonly string[], currentKeys: readonly string[]): Promise<PhotoSlot[]> {
    const problems: { n: number; message: string }[] = [];
    const seen = new Set<string>();
    const slots = await Promise.all(
      photos.map(async (photo, index): Promise<PhotoSlot | null> => {
        const n = index + 1;
        if (isPhotoDataUrl(photo)) {
          const jpeg = await this.newPhoto(photo, n).catch((error: unknown) => {
            if (!(error instanceof PhotoProblem)) throw error;
            problems.push({ n, message: error.message });
            return null;
          });
          return jpeg && { kind: 'new', jpeg };
        }
        const key = keyFromFileUrl(photo);
        if (key === null || !currentKeys.includes(key)) {
          problems.push({ n, message: photoErrors.notOfThisProfile(n) });
          return null;
        }
        if (seen.has(key)) {
          problems.push({ n, message: photoErrors.repeated(n) });
          return null;
        }
        seen.add(key);
        return { kind: 'kept', key };
      }),
    );
    if (problems.length > 0) {
      // Photo order, whatever order the checks finished in.
      problems.sort((a, b) => a.n - b.n);
      throw new InvalidInputException('Invalid input: photos', {
        photos: problems.map((problem) => problem.message),
      });
    }
    return slots.filter((slot): slot is PhotoSlot => slot !== null);
  }

  /** Stores the new photos; if one fails, those already stored are removed before it rethrows. */
  async store(slots: readonly PhotoSlot[]): Promise<StoredPhotos> {
    const added: string[] = [];
    const keys: string[] = [];
    try {
      for (const slot of slots) {
        if (slot.kind === 'kept') {
          keys.push(slot.key);
        } else {
          const key = await this.storage.put(slot.jpeg, 'image/jpeg');
          added.push(key);
          keys.push(key);
        }
      }
    } catch (error) {
      await this.storage.deleteQuietly(added);
      throw error;
    }
    return { keys, added };
  }

  private async newPhoto(dataUrl: string, n: number): Promise<Buffer> {
    // The client sends JPEG data URLs; another declared type is refused outright.
    if (!JPEG_DATA_URL_PREFIX.test(dataUrl)) throw new PhotoProblem(photoErrors.notJpeg(n));
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    try {
      return await reencodeJpeg(bytes, PROFILE_PHOTO_ENCODING);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      if (error.reason === 'not-jpeg') throw new PhotoProblem(photoErrors.notJpeg(n));
      if (error.reason === 'too-many-pixels')
        throw new PhotoProblem(
          photoErrors.tooManyPixels(n, PROFILE_PHOTO_ENCODING.maxInputPixels / 1_000_000),
        );
      throw new PhotoProblem(photoErrors.unreadable(n));
    }
  }
}
