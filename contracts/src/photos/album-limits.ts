/** SPEC §5/§9 album photo: one file per upload, at most 10 MB. */
export const ALBUM_PHOTO_MAX_BYTES = 10_485_760;
export const ALBUM_PHOTO_MAX_FILES = 1;
/** SPEC §5 lists "jpeg, png, jpg, gif": jpg is an extension of image/jpeg, not a type. */
export const ALBUM_PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const ALBUM_PHOTO_ACCEPTED_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.gif'] as const;
export const ALBUM_CAPTION_MAX = 500;
/** The multipart field names of POST /api/photos (SPEC §7). */
export const ALBUM_PHOTO_FIELD = 'photo';
export const ALBUM_CAPTION_FIELD = 'caption';

/** SPEC §4 "Upload (album)": the progress shown while the request is in flight. */
export const ALBUM_UPLOAD_PROGRESS = {
  start: 10,
  step: 10,
  intervalMs: 300,
  capUntilDone: 90,
  done: 100,
} as const;
/** SPEC §9: placeholders while the grid loads. */
export const ALBUM_GRID_PLACEHOLDERS = 8;
