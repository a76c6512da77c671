import { MAX_PROFILE_PHOTOS } from '@reunion/contracts';
import type { ImageUploadRules } from '../image-upload/checkImageSelection';

/**
 * The profile photos' use of the generic control. The types are those every browser can draw
 * on a canvas (HEIC cannot be downscaled in most). The size limit is the album's 10 MB rather
 * than the control's 5 MB default: phone photos are often 5-10 MB, and they are shrunk to an
 * 800 px JPEG before anything is sent.
 */
export const profilePhotoRules = {
  maxFiles: MAX_PROFILE_PHOTOS,
  maxBytes: 10 * 1024 * 1024,
  accept: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  acceptLabels: ['JPEG', 'PNG', 'WebP', 'GIF'],
} as const satisfies ImageUploadRules;
