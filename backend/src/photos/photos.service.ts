import {
  ForbiddenException,
  HttpException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  type AlbumPhoto,
  ALBUM_PHOTO_FIELD,
  createAlbumPhotoFieldsSchema,
} from '@reunion/contracts';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { User } from '../auth/user.entity.js';
import { InvalidInputException } from '../common/api-exceptions.js';
import { invalidInputFrom } from '../common/schema-validation.pipe.js';
import { ImageWork } from '../images/image-work.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { StorageService } from '../storage/storage.service.js';
import {
  AlbumImageRejectedError,
  type PreparedAlbumImage,
  prepareAlbumImage,
} from './album-image.js';
import type { AlbumPageQuery } from '@reunion/contracts';
import { toAlbumPhoto } from './album-photo-view.js';
import { albumUploadCharges } from './album-upload.guard.js';
import { AlbumQuota } from './album-quota.js';
import { albumZip, albumZipVersion } from './album-zip.js';
import { type AlbumZipSource, AlbumZipCache } from './album-zip-cache.js';
import { AlbumZipDownloads } from './album-zip-downloads.js';
import { photoErrors } from './photos.messages.js';
import { PhotosRepository } from './photos.repository.js';

const REJECTION_MESSAGES = {
  'not-an-image': photoErrors.notAnImage,
  unreadable: photoErrors.unreadable,
  'too-many-pixels': photoErrors.tooManyPixels,
  'too-many-frames': photoErrors.tooManyFrames,
} as const;

/** The uploaded file, as the upload interceptor left it in the temporary folder. */
export interface ReceivedFile {
  path: string;
}

/**
 * The class photo album. Files and rows are kept consistent by ordering, as for profile
 * photos: the files are stored first, then the row is written; if the row cannot be written,
 * the files it would have named are deleted. A delete removes the row first and the files
 * after the commit, so a failure in between leaves an orphan file (logged), never a row that
 * names a missing file.
 */
@Injectable()
export class PhotosService {
  private readonly logger = new Logger(PhotosService.name);

  constructor(
    private readonly photos: PhotosRepository,
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly quota: AlbumQuota,
    private readonly rateLimit: RateLimitService,
    private readonly imageWork: ImageWork,
    private readonly zipDownloads: AlbumZipDownloads,
    private readonly zipCache: AlbumZipCache,
  ) {}

  /** Newest first; a page when `limit` is given, else the whole album. */
  async list(query: AlbumPageQuery): Promise<AlbumPhoto[]> {
    const rows = await this.photos.findRows({ ...query, order: 'newest-first' });
    return rows.map(toAlbumPhoto);
  }

  async upload(user: User, file: ReceivedFile | undefined, body: unknown): Promise<AlbumPhoto> {
    if (!file)
      throw new InvalidInputException(photoErrors.noPhoto, {
        [ALBUM_PHOTO_FIELD]: [photoErrors.noPhoto],
      });
    // multer leaves no body at all when the request was not multipart.
    const fields = createAlbumPhotoFieldsSchema.safeParse(body ?? {});
    if (!fields.success) throw invalidInputFrom(fields.error.issues);
    // Before the decode, the costly part, and a refused photo counts too. A member at their count
    // of photos was refused before the body was read (album-upload.guard.ts); the check under
    // the lock below decides a race.
    await this.rateLimit.charge(albumUploadCharges(user), photoErrors.tooManyUploads);

    const image = await this.prepare(user.id, file.path);
    const storedBytes = image.photo.bytes.length + image.thumbnail.bytes.length;
    await this.quota.ensureRoom(user.id, storedBytes);
    const { photoKey, thumbnailKey } = await this.store(image);
    let id: number;
    try {
      id = await this.dataSource.transaction(async (manager) => {
        await this.quota.ensureRoom(user.id, storedBytes, manager);
        return this.photos.insert(
          { userId: user.id, photoKey, thumbnailKey, caption: fields.data.caption, storedBytes },
          manager,
        );
      });
    } catch (error) {
      await this.storage.deleteQuietly([photoKey, thumbnailKey]);
      throw error;
    }
    this.zipCache.forget();
    const [row] = await this.photos.findRows({ id, order: 'newest-first' });
    if (!row) throw new NotFoundException(photoErrors.notFound);
    return toAlbumPhoto(row);
  }

  /**
   * Only the uploader may delete (docs/permissions.md, "The album"); the files go after the row is
   * gone.
   */
  async remove(user: User, id: number): Promise<void> {
    const keys = await this.dataSource.transaction(async (manager) => {
      const row = await this.photos.findByIdForUpdate(id, manager);
      if (!row) throw new NotFoundException(photoErrors.notFound);
      if (row.userId !== user.id) throw new ForbiddenException(photoErrors.cannotDelete);
      await this.photos.delete(id, manager);
      return [row.photoKey, row.thumbnailKey];
    });
    // Its bytes leave the ZIP kept on disk too, not only the photo folder.
    this.zipCache.forget();
    await this.storage.deleteQuietly(keys);
  }

  /**
   * ★ Every photo as stored (not the thumbnails), oldest first, as a ZIP: written once per
   * version of the album (AlbumZipCache) and sent from that file, one download per member
   * (AlbumZipDownloads). A ZIP that could not be written is a 503 JSON answer, before any byte.
   * `left`: the client went away while it was being written.
   */
  zip(user: User, left: AbortSignal): Promise<Readable> {
    return this.zipDownloads.send(
      user.id,
      () =>
        this.zipCache
          .open(() => this.albumZipSource())
          .catch((error: unknown) => {
            if (error instanceof HttpException) throw error;
            this.logger.error(
              `writing the album ZIP: ${error instanceof Error ? error.message : String(error)}`,
            );
            throw new ServiceUnavailableException(photoErrors.zipFailed);
          }),
      left,
    );
  }

  private async albumZipSource(): Promise<AlbumZipSource> {
    const rows = await this.photos.findRows({ order: 'oldest-first' });
    return {
      version: albumZipVersion(rows),
      bytes: () => this.photos.albumBytes(),
      zip: () => albumZip(rows, (key) => this.storage.get(key)),
    };
  }

  private async prepare(memberId: number, file: string): Promise<PreparedAlbumImage> {
    try {
      return await this.imageWork.run(memberId, () => prepareAlbumImage(file));
    } catch (error) {
      if (!(error instanceof AlbumImageRejectedError)) throw error;
      const message = REJECTION_MESSAGES[error.reason];
      throw new InvalidInputException(message, { [ALBUM_PHOTO_FIELD]: [message] });
    }
  }

  /** Both files or neither: if one cannot be stored, the other is removed again. */
  private async store(
    image: PreparedAlbumImage,
  ): Promise<{ photoKey: string; thumbnailKey: string }> {
    const [photo, thumbnail] = await Promise.allSettled([
      this.storage.put(image.photo.bytes, image.photo.contentType),
      this.storage.put(image.thumbnail.bytes, image.thumbnail.contentType),
    ]);
    if (photo.status === 'fulfilled' && thumbnail.status === 'fulfilled')
      return { photoKey: photo.value, thumbnailKey: thumbnail.value };
    await this.storage.deleteQuietly(
      [photo, thumbnail].flatMap((put) => (put.status === 'fulfilled' ? [put.value] : [])),
    );
    throw photo.status === 'rejected' ? photo.reason : (thumbnail as PromiseRejectedResult).reason;
  }
}
