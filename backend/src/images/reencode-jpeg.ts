import sharp from 'sharp';
import { hasJpegSignature } from './jpeg-signature.js';

/** Why an image was refused; the caller words it for the person who sent it. */
export type ImageRejection = 'not-jpeg' | 'unreadable' | 'too-many-pixels';

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
 * Checks that `input` really is a JPEG and writes a fresh one from its pixels. Re-encoding is
 * what makes an upload safe to serve: whatever else the file carried (EXIF with GPS, comments,
 * trailing bytes, a polyglot payload) is not copied, because sharp writes no metadata unless
 * asked. The EXIF orientation is applied to the pixels first, so a phone photo stays upright
 * once its tag is gone.
 */
export async function reencodeJpeg(input: Buffer, options: ReencodeJpegOptions): Promise<Buffer> {
  if (!hasJpegSignature(input)) throw new ImageRejectedError('not-jpeg');
  try {
    // failOn 'warning' (the default, spelled out): untrusted input, so any decoder complaint
    // refuses the file rather than storing a partly garbage picture.
    const image = sharp(input, {
      failOn: 'warning',
      limitInputPixels: options.maxInputPixels,
      autoOrient: true,
    });
    const metadata = await image.metadata();
    if (metadata.format !== 'jpeg') throw new ImageRejectedError('not-jpeg');
    return await image
      .resize({
        width: options.maxSide,
        height: options.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: options.quality, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    const message = error instanceof Error ? error.message : '';
    throw new ImageRejectedError(/pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable');
  }
}
