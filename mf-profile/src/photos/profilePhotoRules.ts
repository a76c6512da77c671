import { IMAGE_UPLOAD_DEFAULT_MAX_BYTES, MAX_PROFILE_PHOTOS } from '@reunion/contracts';
import type { ImageUploadRules } from '../image-upload/checkImageSelection';

/**
 * The profile photos' use of the generic control. The types are those every browser can draw
 * on a canvas (HEIC cannot be downscaled in most). The size limit is the control's 5 MB, the
 * one the form states (docs/profiles.md, "Photos"); each photo is then shrunk to an 800 px
 * JPEG before anything is sent.
 */
export const profilePhotoRules = {
  maxFiles: MAX_PROFILE_PHOTOS,
  maxBytes: IMAGE_UPLOAD_DEFAULT_MAX_BYTES,
  accept: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  acceptLabels: ['JPEG', 'PNG', 'WebP', 'GIF'],
} as const satisfies ImageUploadRules;
