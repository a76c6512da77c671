import {
  ALBUM_PHOTO_MAX_BYTES,
  isGifFile,
  PHOTO_UPLOAD_MAX_BYTES,
  type PhotoResizeTarget,
  type PixelSize,
} from './photo-upload-rules.js';

/** Why a chosen photo is not sent (docs/photos.md, "Resizing"); the screens word each one. */
export type PhotoRefusal =
  /** The album sends a GIF as it is, to keep it animated: one over its limit cannot be sent. */
  | 'gif-too-large'
  /** The browser could not decode it, so it could not be resized. */
  | 'unreadable'
  /** The browser decoded it but could not draw or encode it (no canvas, out of memory). */
  | 'not-drawn'
  /** Resized, and still over the limit. */
  | 'still-too-large';

/** What is done with a chosen photo before it is sent. */
export type PhotoUploadPlan =
  | { readonly action: 'send-as-is' }
  | { readonly action: 'resize'; readonly size: PixelSize }
  | { readonly action: 'refuse'; readonly reason: PhotoRefusal };

interface ChosenPhoto {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** The size that fits within `maxSide` on both sides, keeping the ratio; never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): PixelSize {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Whether the photo must be decoded before planning: not a GIF the album sends as it is (decoding
 * it would only spend memory).
 */
export function needsDecoding(photo: ChosenPhoto, target: PhotoResizeTarget): boolean {
  return target.redraw === 'always' || !isGifFile(photo);
}

/**
 * docs/photos.md, "Resizing": what to do with a chosen photo, from its type and size and, once
 * decoded, its pixel size (`pixels` null: the browser could not decode it). The original is never
 * sent over the limit: what cannot be resized below it is refused.
 */
export function planPhotoUpload(
  photo: ChosenPhoto,
  pixels: PixelSize | null,
  target: PhotoResizeTarget,
): PhotoUploadPlan {
  if (!needsDecoding(photo, target))
    // Only the album sends a GIF undecoded: up to the most the album takes.
    return photo.size <= ALBUM_PHOTO_MAX_BYTES
      ? { action: 'send-as-is' }
      : { action: 'refuse', reason: 'gif-too-large' };
  const withinLimit = photo.size <= PHOTO_UPLOAD_MAX_BYTES;
  if (pixels === null)
    // A file this browser cannot read may still be a photo the server can (it decides from the
    // bytes, and says so when it cannot): the album sends it when it is within the limit of what
    // it sends of a photo it redraws, not up to its own larger one (most such files are no photo).
    return target.redraw === 'when-too-big' && withinLimit
      ? { action: 'send-as-is' }
      : { action: 'refuse', reason: 'unreadable' };
  const fits = Math.max(pixels.width, pixels.height) <= target.maxSide;
  if (target.redraw === 'when-too-big' && withinLimit && fits) return { action: 'send-as-is' };
  return { action: 'resize', size: fitWithin(pixels.width, pixels.height, target.maxSide) };
}

/** The resized bytes are held to the same limit: a photo still over it is refused, not sent. */
export function checkResizedPhoto(bytes: number): PhotoRefusal | null {
  return bytes <= PHOTO_UPLOAD_MAX_BYTES ? null : 'still-too-large';
}
