import {
  MAX_PROFILE_PHOTOS,
  PHOTO_ACCEPT,
  PHOTO_ORIGINAL_MAX_BYTES,
  PHOTO_TYPE_NAMES,
  PHOTO_TYPES,
} from '@reunion/contracts';
import type { ImageUploadRules } from '../image-upload/checkImageSelection';

/**
 * The profile photos' use of the generic control: every photo's types and the size a chosen
 * original may have (docs/photos.md). Each photo is then resized to an 800 px JPEG before
 * anything is sent, which keeps what is sent well under the 5 MB upload limit.
 */
export const profilePhotoRules = {
  maxFiles: MAX_PROFILE_PHOTOS,
  maxBytes: PHOTO_ORIGINAL_MAX_BYTES,
  accept: PHOTO_ACCEPT,
  acceptLabels: PHOTO_TYPES.map((type) => PHOTO_TYPE_NAMES[type]),
} as const satisfies ImageUploadRules;
