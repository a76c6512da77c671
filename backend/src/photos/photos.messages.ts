import { ALBUM_CAPTION_MAX, albumMessages, photoUploadMessages } from '@reunion/contracts';
import { ALBUM_IMAGE_ENCODING } from './album-image.js';

/** The album's error texts, as the section shows them after 'Upload failed' / 'Delete failed'. */
export const photoErrors = {
  noPhoto: `${albumMessages.noPhotoSelectedTitle}. ${albumMessages.noPhotoSelected}`,
  tooLarge: photoUploadMessages.albumPhotoTooLarge,
  onePhotoOnly: 'Please upload one photo at a time.',
  notAnImage: photoUploadMessages.notAPhoto,
  unreadable: 'The photo could not be read: it may be damaged or incomplete.',
  tooManyPixels: `The photo has too many pixels (at most ${ALBUM_IMAGE_ENCODING.maxInputPixels / 1_000_000} megapixels).`,
  tooManyFrames: `The animation has too many frames (at most ${ALBUM_IMAGE_ENCODING.maxAnimationFrames.toLocaleString('en-US')}).`,
  captionTooLong: `The caption is too long (at most ${ALBUM_CAPTION_MAX} characters).`,
  malformed: 'The upload was incomplete or malformed. Please try again.',
  notFound: 'Photo not found.',
  cannotDelete: 'You can only delete photos you shared.',
  tooManyUploads:
    'You have uploaded as many photos as one member may in an hour. Please try again later.',
  tooManyPhotos: (maxPhotos: number) =>
    `You have shared ${maxPhotos.toLocaleString('en-US')} photos, the most one member may. Delete some of them to upload more.`,
  quotaFull: (quotaBytes: number) =>
    `Your photos fill your ${formatBytes(quotaBytes)} of album space. Delete some of the photos you shared to upload more.`,
  storageFull:
    'The album cannot take more photos right now: the server is short of space. The organisers have been told.',
  zipNoRoom:
    'The album cannot be packed for download right now: the server is short of space. The organisers have been told.',
  zipFailed: 'The album could not be packed right now. Please try again in a moment.',
  zipAlreadyRunning: 'Your download of the album is still running: wait for it to finish.',
} as const;

/** 2147483648 → '2 GB'; 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}
