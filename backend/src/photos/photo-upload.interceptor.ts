import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import {
  ALBUM_CAPTION_FIELD,
  ALBUM_CAPTION_MAX,
  ALBUM_PHOTO_FIELD,
  ALBUM_PHOTO_MAX_BYTES,
  ALBUM_PHOTO_MAX_FILES,
  ALBUM_REQUEST_MAX_BYTES,
} from '@reunion/contracts';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { catchError, concatMap, finalize, from, type Observable, throwError } from 'rxjs';
import { InvalidInputException, OverLimitException } from '../common/api-exceptions.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { readAtPace } from '../request-bodies/body-pace.js';
import { declaresMoreThan } from '../request-bodies/request-bodies.js';
import { photoErrors } from './photos.messages.js';
import { UploadTempFolder } from './upload-temp-folder.js';

/** A caption in UTF-8 takes at most 4 bytes a character; anything longer is refused unread. */
const MAX_FIELD_BYTES = ALBUM_CAPTION_MAX * 4;
/** Fields a body may hold; with MAX_FIELD_BYTES, well within ALBUM_REQUEST_MAX_BYTES's room. */
const MAX_FIELDS = 4;

function invalid(field: string, message: string): InvalidInputException {
  return new InvalidInputException(message, { [field]: [message] });
}

/** multer's and busboy's failures, as the answers a sender can act on. */
export function uploadFailure(error: unknown): unknown {
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new OverLimitException(photoErrors.tooLarge);
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_UNEXPECTED_FILE':
        return invalid(ALBUM_PHOTO_FIELD, photoErrors.onePhotoOnly);
      case 'LIMIT_FIELD_VALUE':
        return invalid(ALBUM_CAPTION_FIELD, photoErrors.captionTooLong);
      default:
        return invalid(ALBUM_PHOTO_FIELD, photoErrors.malformed);
    }
  }
  // A failure of the disk (ENOSPC, EACCES…) is the server's: a 500, logged.
  if (error instanceof Error && 'syscall' in error) return error;
  // Busboy's parse errors ("Unexpected end of form", a bad part header) and a client that
  // went away mid-upload.
  return invalid(ALBUM_PHOTO_FIELD, photoErrors.malformed);
}

/**
 * Receives POST /api/photos's multipart body (`photo`, `caption`). multer streams the file to a
 * temporary folder and stops reading at the album's limit, 10 MB, + 1 byte (413 naming the
 * limit; docs/photos.md; at once when the body says it is larger than ALBUM_REQUEST_MAX_BYTES),
 * or when the body comes too slowly (408, body-pace.ts): the body is never held in memory, and a
 * partial file is removed by multer itself. Runs after the guards, so an anonymous sender's body
 * is never read. The temporary file is removed before the answer leaves,
 * whatever the handler did.
 */
@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  private readonly receive: RequestHandler;

  constructor(
    private readonly temp: UploadTempFolder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.receive = multer({
      storage: multer.diskStorage({ destination: temp.path }),
      limits: {
        fileSize: ALBUM_PHOTO_MAX_BYTES,
        files: ALBUM_PHOTO_MAX_FILES,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: 8,
      },
    }).single(ALBUM_PHOTO_FIELD);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    // A body that says it is larger than any photo may be is refused before any of it is read:
    // multer would read it all first, however large, to answer only at its end.
    if (declaresMoreThan(req, ALBUM_REQUEST_MAX_BYTES))
      throw new OverLimitException(photoErrors.tooLarge);
    const receiving = new Promise<void>((resolve, reject) => {
      this.receive(req, res, (error?: unknown) =>
        error ? reject(uploadFailure(error)) : resolve(),
      );
    });
    const cleanUp = () => (req.file ? this.temp.remove(req.file.path) : Promise.resolve());
    await readAtPace(req, res, this.config.bodyPace, receiving).catch((error: unknown) => {
      // Cut off for its pace, a body may yet end before its connection closes: its file goes too.
      void receiving.then(cleanUp).catch(() => undefined);
      throw error;
    });
    return next.handle().pipe(
      concatMap((answer) => from(cleanUp().then(() => answer))),
      catchError((error: unknown) =>
        from(cleanUp()).pipe(concatMap(() => throwError(() => error))),
      ),
      // Also when nobody waits for the answer any more (the client went away).
      finalize(() => void cleanUp().catch(() => undefined)),
    );
  }
}
