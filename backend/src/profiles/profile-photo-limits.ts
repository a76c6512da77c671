import {
  PHOTO_MAX_PIXELS,
  PROFILE_PHOTO_MAX_SIDE,
  PROFILE_PHOTO_QUALITY,
} from '@reunion/contracts';
import type { ReencodeJpegOptions } from '../images/reencode-jpeg.js';

/**
 * How the server re-encodes a profile photo. The same side and quality as the browser's
 * downscale (docs/profiles.md, "Photos"), so a photo from the site's own form changes little, and
 * one from any other client ends up the same size. The pixel cap is every photo's (contracts'
 * PHOTO_MAX_PIXELS), as the album's.
 */
export const PROFILE_PHOTO_ENCODING: ReencodeJpegOptions = {
  maxSide: PROFILE_PHOTO_MAX_SIDE,
  quality: Math.round(PROFILE_PHOTO_QUALITY * 100),
  maxInputPixels: PHOTO_MAX_PIXELS,
};
