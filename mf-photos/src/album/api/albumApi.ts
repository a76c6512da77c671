import {
  type AlbumPhoto,
  albumPageUrl,
  ALBUM_CAPTION_FIELD,
  ALBUM_PAGE_SIZE,
  ALBUM_PHOTO_FIELD,
  ALBUM_PHOTOS_PATH,
} from '@reunion/contracts';
import { apiRequest, parseOnDemand } from '@reunion/web-kit';

const parseAlbumPage = parseOnDemand(
  async () => (await import('@reunion/contracts')).albumPhotoListSchema,
);
const parseAlbumPhoto = parseOnDemand(
  async () => (await import('@reunion/contracts')).albumPhotoSchema,
);

/** One page of the album, newest first, after the photo `before` (null: the newest). */
export async function fetchAlbumPage(before: number | null): Promise<AlbumPhoto[]> {
  const response = await apiRequest('GET', albumPageUrl(before, ALBUM_PAGE_SIZE));
  return parseAlbumPage(await response.json());
}

/** Multipart `photo` and `caption`; the answer is the new photo (docs/api.md). */
export async function uploadAlbumPhoto(file: File, caption: string): Promise<AlbumPhoto> {
  const form = new FormData();
  form.append(ALBUM_PHOTO_FIELD, file);
  if (caption.trim() !== '') form.append(ALBUM_CAPTION_FIELD, caption.trim());
  const response = await apiRequest('POST', ALBUM_PHOTOS_PATH, form);
  return parseAlbumPhoto(await response.json());
}

export async function deleteAlbumPhoto(id: number): Promise<void> {
  await apiRequest('DELETE', `${ALBUM_PHOTOS_PATH}/${id}`);
}
