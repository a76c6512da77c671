import { DIRECTORY_THUMBNAIL_SIZE } from '@reunion/contracts';
import sharp from 'sharp';

/** Enough for a card's avatar on a 2× screen, at a few kilobytes. */
const QUALITY = 70;
/** Stored photos are at most 800 px a side; anything far larger is not one of ours. */
const MAX_INPUT_PIXELS = 25_000_000;

/**
 * A square JPEG of the photo's middle, DIRECTORY_THUMBNAIL_SIZE a side: the card shows a square,
 * so cropping here (once) spares every browser from downloading and scaling the full photo.
 */
export function makeThumbnail(photo: Buffer): Promise<Buffer> {
  return sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
    .resize(DIRECTORY_THUMBNAIL_SIZE, DIRECTORY_THUMBNAIL_SIZE, { fit: 'cover' })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();
}
