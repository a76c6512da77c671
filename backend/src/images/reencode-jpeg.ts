import sharp from 'sharp';
import { formatFromSignature } from './image-signature.js';
import { jpegDecodeRefusal } from './jpeg-scans.js';

/** Why an image was refused; the caller words it for the person who sent it. */
export type ImageRejection = 'not-a-photo' | 'unreadable' | 'too-many-pixels';

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRejectedError';
  }
}

export interface ReencodeJpegOptions {
  /** Neither side of the result exceeds this; smaller images are not enlarged. */
  maxSide: number;
  /** 1–100. */
  quality: number;
  /** Refused before decoding when width × height (from the header) is larger. */
  maxInputPixels: number;
}

/**
 * Checks that `input` really is a photo of one of the accepted formats (JPEG, PNG, WebP, GIF:
 * docs/photos.md, "Types") and writes a fresh JPEG from its pixels, an animation's first frame.
 * Re-encoding is what makes an upload safe to serve: whatever else the file carried (EXIF with
 * GPS, comments, trailing bytes, a polyglot payload) is not copied, because sharp writes no
 * metadata unless asked. The EXIF orientation is applied to the pixels first, so a phone photo
 * stays upright once its tag is gone; transparency becomes white, as the browser's resize makes
 * it.
 */
export async function reencodeJpeg(input: Buffer, options: ReencodeJpegOptions): Promise<Buffer> {
  const format = formatFromSignature(input);
  if (format === null) throw new ImageRejectedError('not-a-photo');
  // Before any decoding: a JPEG built to take minutes of it (jpeg-scans.ts).
  if (format === 'jpeg' && jpegDecodeRefusal(input) !== null)
    throw new ImageRejectedError('unreadable');
  try {
    // failOn 'warning' (the default, spelled out): untrusted input, so any decoder complaint
    // refuses the file rather than storing a partly garbage picture.
    const image = sharp(input, {
      failOn: 'warning',
      limitInputPixels: options.maxInputPixels,
      autoOrient: true,
    });
    const metadata = await image.metadata();
    if (metadata.format !== format) throw new ImageRejectedError('not-a-photo');
    return await image
      .resize({
        width: options.maxSide,
        height: options.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: options.quality, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    const message = error instanceof Error ? error.message : '';
    throw new ImageRejectedError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable');
  }
}
