import { PROFILE_PHOTO_MAX_SIDE, PROFILE_PHOTO_QUALITY } from '@reunion/contracts';
import type { ReencodeJpegOptions } from '../images/reencode-jpeg.js';

/**
 * How the server re-encodes a profile photo. The same side and quality as the browser's
 * downscale (docs/profiles.md, "Photos"), so a photo from the site's own form changes little, and
 * one from any other client ends up the same size. 25 megapixels admits a 6000×4000 camera original
 * while bounding what a decoder may be asked to allocate.
 */
export const PROFILE_PHOTO_ENCODING: ReencodeJpegOptions = {
  maxSide: PROFILE_PHOTO_MAX_SIDE,
  quality: Math.round(PROFILE_PHOTO_QUALITY * 100),
  maxInputPixels: 25_000_000,
};
