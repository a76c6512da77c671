import {
  PHOTO_DATA_URL_MAX_LENGTH,
  PHOTO_RESIZE,
  RESIZED_PHOTO_TYPE,
} from '../uploads/photo-upload-rules.js';

/** Profile photos (docs/profiles.md, "Photos"; their sizes and types: docs/photos.md). */
export const MAX_PROFILE_PHOTOS = 3;
export const PROFILE_PHOTO_MAX_SIDE = PHOTO_RESIZE.profile.maxSide;
export const PROFILE_PHOTO_QUALITY = PHOTO_RESIZE.profile.quality;
export const PROFILE_PHOTO_TYPE = RESIZED_PHOTO_TYPE;
/**
 * One photo as a data URL. The site's own form sends an 800 px JPEG, a few hundred KB; any client
 * may send a photo up to a profile photo's limit (5 MB, PHOTO_UPLOAD_MAX_BYTES), which the
 * server then re-encodes.
 */
export const PROFILE_PHOTO_MAX_DATA_URL_LENGTH = PHOTO_DATA_URL_MAX_LENGTH;
/** A body limit for POST/PATCH /api/profiles that fits three maximal photos and the text. */
export const PROFILE_REQUEST_MAX_BYTES =
  MAX_PROFILE_PHOTOS * PROFILE_PHOTO_MAX_DATA_URL_LENGTH + 256 * 1024;

/** Kids (docs/profiles.md, "Kids"). */
export const MAX_KIDS_COUNT = 6;
export const MAX_KID_AGE = 23;

// Bounds so one profile cannot hold megabytes of text (docs/profiles.md, "Fields"). Journeys are
// essays, the rest are a line.
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const EMAIL_MAX = 254;
export const PHONE_NUMBER_MAX = 50;
