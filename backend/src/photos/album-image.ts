import fs from 'node:fs/promises';
import { PHOTO_MAX_PIXELS, PHOTO_RESIZE } from '@reunion/contracts';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { StorableContentType } from '../storage/storage-key.js';
import {
  formatFromSignature,
  PHOTO_FORMAT_TYPES,
  type PhotoFormat,
  SIGNATURE_BYTES,
} from '../images/image-signature.js';
import { jpegDecodeRefusal } from '../images/jpeg-scans.js';

/** How album photos are re-encoded. */
export const ALBUM_IMAGE_ENCODING = {
  /** Refused before decoding above this: every photo's cap (contracts' PHOTO_MAX_PIXELS). */
  maxInputPixels: PHOTO_MAX_PIXELS,
  /**
   * Neither side of a stored photo exceeds this: the album's resize in the browser (contracts'
   * PHOTO_RESIZE.album), held by the server too, since a client that calls the API directly need
   * not resize. Written at full size, one 8000 × 8000 WebP of 59 KB took 35 s of an image-work
   * turn and was stored as 49 MB (docs/photos.md, "What the server does").
   */
  maxSide: PHOTO_RESIZE.album.maxSide,
  /**
   * An animation is stored with at most this many pixels over all its frames, its frames shrunk
   * alike to fit. Writing a GIF costs about 0.27 s of CPU a megapixel (its colours are mapped to
   * each frame's palette, and libvips has no cheaper way), so a GIF of 64 megapixels within
   * 2048 px (16 frames of 2000 × 2000) took 17–19 s of an image-work turn
   * (bench/RESULTS.md, "Album photos shrunk on the server"); at 16 it takes about 4. A phone's
   * animation (480 × 640, 50 frames: 15 megapixels) is kept at its size.
   */
  maxAnimationPixels: 16_000_000,
  /**
   * An animation of more frames is refused from its header. Each frame costs its own decode and
   * palette whatever its size, so frames of one pixel slip under every pixel budget: a 10 MB GIF
   * of 690,000 such frames held an image-work turn for 25 s (docs/photos.md, "What the server
   * does"). A phone's clip has about 50; 2,000 is over a minute at 30 frames a second.
   */
  maxAnimationFrames: 2_000,
  /** A JPEG or WebP is written afresh at this quality (a PNG or GIF loses nothing). */
  quality: 88,
  /**
   * A GIF's palette is chosen with libimagequant's least effort (sharp's 1, libvips' default 7).
   * Shrinking an animation blends its colours into new ones, which must be fitted back into 256
   * per frame: at the default effort that took four times as long as writing the GIF at its full
   * size had (bench/RESULTS.md, "Album photos shrunk on the server").
   */
  gifEffort: 1,
  /**
   * A WebP is written at libwebp's method 2 (sharp's effort; its default is 4): about half the
   * encoding time of a 2048 px photo for a file a few per cent larger or smaller
   * (bench/RESULTS.md, "Album photos shrunk on the server"), and an animated WebP within 2048 px
   * may still hold 64 megapixels of frames to encode.
   */
  webpEffort: 2,
  /** The grid shows four across; 512 px stays sharp on a high-density screen. */
  thumbnailSide: 512,
  thumbnailQuality: 72,
} as const;

export type AlbumImageRejection =
  'not-an-image' | 'unreadable' | 'too-many-pixels' | 'too-many-frames';

/** The sender's file is not an acceptable image; the caller words it for them. */
export class AlbumImageRejectedError extends Error {
  constructor(readonly reason: AlbumImageRejection) {
    super(`album image refused: ${reason}`);
    this.name = 'AlbumImageRejectedError';
  }
}

export interface EncodedImage {
  bytes: Buffer;
  contentType: StorableContentType;
}

/** What is stored for one upload: the photo as shown and downloaded, and its grid thumbnail. */
export interface PreparedAlbumImage {
  photo: EncodedImage;
  thumbnail: EncodedImage;
}

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(SIGNATURE_BYTES),
      0,
      SIGNATURE_BYTES,
      0,
    );
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function encode(image: Sharp, format: PhotoFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: ALBUM_IMAGE_ENCODING.quality, progressive: true });
    case 'webp':
      return image.webp({
        quality: ALBUM_IMAGE_ENCODING.quality,
        effort: ALBUM_IMAGE_ENCODING.webpEffort,
      });
    case 'png':
      return image.png();
    case 'gif':
      return image.gif({ effort: ALBUM_IMAGE_ENCODING.gifEffort });
  }
}

/**
 * The box a stored frame must fit in: maxSide on either side, and for an animation, small enough
 * that all its frames together hold at most maxAnimationPixels.
 */
export function storedFrameBox(
  width: number,
  frameHeight: number,
  frames: number,
): { width: number; height: number } {
  const { maxSide, maxAnimationPixels } = ALBUM_IMAGE_ENCODING;
  const pixels = width * frameHeight * frames;
  if (frames <= 1 || pixels <= maxAnimationPixels) return { width: maxSide, height: maxSide };
  const scale = Math.sqrt(maxAnimationPixels / pixels);
  return {
    width: Math.min(maxSide, Math.max(1, Math.floor(width * scale))),
    height: Math.min(maxSide, Math.max(1, Math.floor(frameHeight * scale))),
  };
}

/** GIF and WebP may be animated: every frame is read, so the animation is kept. */
function mayBeAnimated(format: PhotoFormat): boolean {
  return format === 'gif' || format === 'webp';
}

/**
 * Turns an uploaded file into the files the album stores. The type is decided from the bytes
 * (a signature, then the decoder must agree), never from the name or declared type. The photo
 * is decoded, shrunk to ALBUM_IMAGE_ENCODING.maxSide when larger, and written afresh in its own
 * format, which is what makes it safe to serve: EXIF (GPS included), comments, trailing bytes or
 * a polyglot payload are not copied, because sharp writes no metadata unless asked. The EXIF
 * orientation is applied to the pixels, so a phone photo stays upright once its tag is gone. The
 * thumbnail is made once, here, from the stored photo, as WebP (small, and keeps a PNG's
 * transparency).
 */
export async function prepareAlbumImage(file: string): Promise<PreparedAlbumImage> {
  const format = formatFromSignature(await firstBytes(file));
  if (format === null) throw new AlbumImageRejectedError('not-an-image');
  // Before any decoding: a JPEG built to take minutes of it (images/jpeg-scans.ts).
  if (format === 'jpeg' && jpegDecodeRefusal(await fs.readFile(file)) !== null)
    throw new AlbumImageRejectedError('unreadable');
  // failOn 'warning': untrusted input, so any decoder complaint (a truncated file, garbage
  // after a valid header) refuses the file rather than storing a partly broken picture.
  const options: SharpOptions = {
    failOn: 'warning',
    limitInputPixels: ALBUM_IMAGE_ENCODING.maxInputPixels,
    autoOrient: true,
  };
  try {
    let image = sharp(file, { ...options, animated: mayBeAnimated(format) });
    let metadata = await image.metadata();
    if (metadata.format !== format) throw new AlbumImageRejectedError('not-an-image');
    // From the header alone, so a pixel bomb is refused before any pixel is decoded. An
    // animated GIF or WebP is read as one tall strip of its frames, so this counts every frame.
    if (metadata.width * metadata.height > ALBUM_IMAGE_ENCODING.maxInputPixels)
      throw new AlbumImageRejectedError('too-many-pixels');
    if ((metadata.pages ?? 1) > ALBUM_IMAGE_ENCODING.maxAnimationFrames)
      throw new AlbumImageRejectedError('too-many-frames');
    // libvips cannot turn a multi-frame image ("Rotate is not supported for multi-page
    // images"), so an animated WebP carrying an EXIF orientation was refused as unreadable. It
    // is kept with its frames as they were encoded: turning each frame alone would cost one
    // pipeline per frame, for a file no phone camera writes.
    if ((metadata.pages ?? 1) > 1 && (metadata.orientation ?? 1) !== 1) {
      image = sharp(file, { ...options, autoOrient: false, animated: true });
      metadata = await image.metadata();
    }

    // Shrunk while decoded, in the same pipeline, so the full-size picture is never written out:
    // libvips decodes a JPEG at 1/2, 1/4 or 1/8 of its size and has libwebp scale as it decodes
    // ("shrink-on-load"), then resizes the rest of the way. An animation's strip is resized
    // frame by frame (sharp resizes to the frame's height, then multiplies by the frames), so it
    // stays animated. A photo within the limit is not resized: it is written as it always was.
    // sharp turns a photo by its EXIF orientation after the resize, so a phone's upright photo
    // is shrunk on load too.
    // An animation with many frames is shrunk further, to its budget of pixels (storedFrameBox).
    const frames = metadata.pages ?? 1;
    const box = storedFrameBox(metadata.width, metadata.pageHeight ?? metadata.height, frames);
    const photo = await encode(
      image.resize({ ...box, fit: 'inside', withoutEnlargement: true }),
      format,
    ).toBuffer();
    // Made from the photo as stored (at most maxSide, first frame), not from the upload: the
    // upload is decoded once. A large WebP, PNG or GIF has no shrink-on-load and a JPEG only
    // partly, so a second decode of the upload cost nearly as much as the first; a 512 px
    // thumbnail loses nothing visible to the photo's re-encoding. sharp's clone() would not
    // spare it: each clone runs its own pipeline, which decodes the input again.
    const thumbnail = await sharp(photo, { ...options, pages: 1 })
      .resize({
        width: ALBUM_IMAGE_ENCODING.thumbnailSide,
        height: ALBUM_IMAGE_ENCODING.thumbnailSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: ALBUM_IMAGE_ENCODING.thumbnailQuality })
      .toBuffer();
    return {
      photo: { bytes: photo, contentType: PHOTO_FORMAT_TYPES[format] },
      thumbnail: { bytes: thumbnail, contentType: 'image/webp' },
    };
  } catch (error) {
    if (error instanceof AlbumImageRejectedError) throw error;
    const message = error instanceof Error ? error.message : '';
    throw new AlbumImageRejectedError(
      /pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable',
    );
  }
}
