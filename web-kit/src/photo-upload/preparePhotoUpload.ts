import {
  checkResizedPhoto,
  needsDecoding,
  type PhotoResizeTarget,
  planPhotoUpload,
  RESIZED_PHOTO_TYPE,
} from '@reunion/contracts';
import { drawPhoto } from './drawPhoto.js';
import { loadPhoto } from './loadPhoto.js';
import { PhotoUploadError } from './photoUploadError.js';

/** 'IMG_0001.PNG' → 'IMG_0001.jpg': the name of the photo once resized. */
function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/**
 * docs/photos.md, "Resizing": the file to upload for a chosen photo, the chosen file itself or a
 * resized JPEG, never more than the limits (photo-resize-plan.ts). Throws a PhotoUploadError, whose message names
 * the file, when the photo cannot be sent: the original is never sent in place of a resize that
 * failed.
 */
export async function preparePhotoUpload(file: File, target: PhotoResizeTarget): Promise<File> {
  if (!needsDecoding(file, target)) {
    const plan = planPhotoUpload(file, null, target);
    if (plan.action === 'refuse') throw new PhotoUploadError(plan.reason, file.name);
    return file;
  }
  const url = URL.createObjectURL(file);
  try {
    const image = await loadPhoto(url);
    const plan = planPhotoUpload(
      file,
      image && { width: image.naturalWidth, height: image.naturalHeight },
      target,
    );
    if (plan.action === 'send-as-is') return file;
    if (plan.action === 'refuse') throw new PhotoUploadError(plan.reason, file.name);
    // A resize is planned only for a photo that was decoded.
    if (!image) throw new PhotoUploadError('unreadable', file.name);
    // A canvas the browser cannot allocate may also throw rather than answer null.
    const resized = await drawPhoto(image, plan.size, target.quality).catch(() => null);
    if (!resized) throw new PhotoUploadError('not-drawn', file.name);
    const refusal = checkResizedPhoto(resized.size);
    if (refusal) throw new PhotoUploadError(refusal, file.name);
    return new File([resized], jpegName(file.name), { type: RESIZED_PHOTO_TYPE });
  } finally {
    URL.revokeObjectURL(url);
  }
}
