import { type PhotoRefusal, photoUploadMessages } from '@reunion/contracts';

/**
 * A chosen photo that is not sent (docs/photos.md, "Resizing"). Its message names the file and
 * says what to do; the screens show it as it is.
 */
export class PhotoUploadError extends Error {
  constructor(
    readonly reason: PhotoRefusal,
    readonly fileName: string,
    options?: ErrorOptions,
  ) {
    super(photoUploadMessages.refusal(reason, fileName), options);
    this.name = 'PhotoUploadError';
  }
}
