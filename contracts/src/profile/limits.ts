/** Profile photos (docs/profiles.md, "Photos"). */
export const MAX_PROFILE_PHOTOS = 3;
export const PROFILE_PHOTO_MAX_SIDE = 800;
export const PROFILE_PHOTO_QUALITY = 0.6;
export const PROFILE_PHOTO_TYPE = 'image/jpeg';
/**
 * One photo as a data URL. A downscaled 800 px JPEG at 0.6 is well under 300 KB of base64; the
 * headroom lets an outside client send a larger image that the server then re-encodes, while a
 * whole body stays bounded (see PROFILE_REQUEST_MAX_BYTES).
 */
export const PROFILE_PHOTO_MAX_DATA_URL_LENGTH = 2 * 1024 * 1024;
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
