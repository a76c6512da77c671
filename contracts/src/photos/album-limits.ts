import { ALBUM_PHOTO_MAX_BYTES } from '../uploads/photo-upload-rules.js';

/**
 * An album photo: one file per upload (docs/pages.md, "Photo album"). Its types and sizes are
 * in contracts/src/uploads/photo-upload-rules.ts (docs/photos.md), its own limit among them
 * (ALBUM_PHOTO_MAX_BYTES).
 */
export const ALBUM_PHOTO_MAX_FILES = 1;
export const ALBUM_CAPTION_MAX = 500;
/**
 * A body limit for POST /api/photos: a photo of ALBUM_PHOTO_MAX_BYTES, its caption (at most 4
 * bytes a character in UTF-8) and the parts' boundaries and headers, with room to spare. A body
 * that says it is longer is refused before any of it is read.
 */
export const ALBUM_REQUEST_MAX_BYTES = ALBUM_PHOTO_MAX_BYTES + 64 * 1024;
/** The multipart field names of POST /api/photos (docs/api.md, "Calls with a particular shape"). */
export const ALBUM_PHOTO_FIELD = 'photo';
export const ALBUM_CAPTION_FIELD = 'caption';

/** The progress shown while the request is in flight (docs/pages.md, "Photo album"). */
export const ALBUM_UPLOAD_PROGRESS = {
  start: 10,
  step: 10,
  intervalMs: 300,
  capUntilDone: 90,
  done: 100,
} as const;
/** Placeholders while the grid loads. */
export const ALBUM_GRID_PLACEHOLDERS = 8;

/**
 * Paging of GET /api/photos (an addition, docs/api.md "Stable paths": the plain call still answers
 * the whole album): `?limit=N` gives the newest N, `&before=ID` continues after the photo with that
 * id. A page shorter than its limit is the last.
 */
export const ALBUM_PAGE_SIZE = 24;
export const ALBUM_PAGE_MAX = 100;
/** The name of the whole album's ZIP download (GET /api/photos/download-all, an addition). */
export const ALBUM_ZIP_FILE_NAME = 'class-of-2005j-photo-album.zip';
