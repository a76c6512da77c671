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

/**
 * Paging of GET /api/photos (an addition to SPEC §7, whose plain call still answers the whole
 * album): `?limit=N` gives the newest N, `&before=ID` continues after the photo with that id.
 * A page shorter than its limit is the last.
 */
export const ALBUM_PAGE_SIZE = 24;
export const ALBUM_PAGE_MAX = 100;
export const ALBUM_PHOTOS_PATH = '/api/photos';

export function albumPageUrl(before: number | null, limit: number = ALBUM_PAGE_SIZE): string {
  // Two whole numbers: nothing to escape, and no URL API needed in a package free of DOM and Node.
  const after = before === null ? '' : `&before=${before}`;
  return `${ALBUM_PHOTOS_PATH}?limit=${limit}${after}`;
}

/** ★ Beyond the spec: the whole album's photos as one ZIP download. */
export const ALBUM_DOWNLOAD_ALL_PATH = '/api/photos/download-all';
export const ALBUM_ZIP_FILE_NAME = 'class-of-2005j-photo-album.zip';
