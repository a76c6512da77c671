import { Injectable } from '@nestjs/common';
import { isPhotoDataUrl, PHOTO_TYPES, PHOTO_UPLOAD_MAX_BYTES } from '@reunion/contracts';
import { InvalidInputException } from '../common/api-exceptions.js';
import { ImageWork } from '../images/image-work.js';
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

/** The type a data URL declares: `data:image/png;base64,…` → 'image/png'. */
function declaredType(dataUrl: string): string {
  return dataUrl.slice('data:'.length, dataUrl.indexOf(';')).toLowerCase();
}

/** A photo the sender must fix (as opposed to a failure of the server). */
class PhotoProblem extends Error {}

/**
 * Profile photos between the request body and the storage (docs/profiles.md, "Photos": the client
 * sends the final list, stored addresses it keeps and JPEG data URLs it adds).
 */
@Injectable()
export class ProfilePhotos {
  constructor(
    private readonly storage: StorageService,
    private readonly imageWork: ImageWork,
  ) {}

  /**
   * Reads the body's list against the profile's current keys. Every problem is collected and
   * refused at once (400 naming `photos`), before anything is stored: a kept address must be one
   * of this profile's own files (never another profile's), a new photo must really be a photo of
   * an accepted type and at most a profile photo's limit (docs/photos.md), whatever it claims. New
   * photos are decoded in turns (ImageWork), counted as `senderId`'s.
   */
  async read(
    senderId: number,
    photos: readonly string[],
    currentKeys: readonly string[],
  ): Promise<PhotoSlot[]> {
    const problems: { n: number; message: string }[] = [];
    const seen = new Set<string>();
    const slots = await Promise.all(
      photos.map(async (photo, index): Promise<PhotoSlot | null> => {
        const n = index + 1;
        if (isPhotoDataUrl(photo)) {
          const jpeg = await this.newPhoto(senderId, photo, n).catch((error: unknown) => {
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

  /**
   * The site's own form sends 800 px JPEGs; any client may send a photo of every photo's types
   * and a profile photo's size (5 MB), which is then made a profile photo here (docs/photos.md).
   */
  private async newPhoto(senderId: number, dataUrl: string, n: number): Promise<Buffer> {
    // Another declared type (SVG, HTML…) is refused before its bytes are even decoded.
    if (!(PHOTO_TYPES as readonly string[]).includes(declaredType(dataUrl)))
      throw new PhotoProblem(photoErrors.notAPhoto(n));
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    if (bytes.length > PHOTO_UPLOAD_MAX_BYTES) throw new PhotoProblem(photoErrors.tooLarge(n));
    try {
      return await this.imageWork.run(senderId, () => reencodeJpeg(bytes, PROFILE_PHOTO_ENCODING));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      if (error.reason === 'not-a-photo') throw new PhotoProblem(photoErrors.notAPhoto(n));
      if (error.reason === 'too-many-pixels')
        throw new PhotoProblem(
          photoErrors.tooManyPixels(n, PROFILE_PHOTO_ENCODING.maxInputPixels / 1_000_000),
        );
      throw new PhotoProblem(photoErrors.unreadable(n));
    }
  }
}
