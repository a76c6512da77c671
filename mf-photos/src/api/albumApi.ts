import {
  type AlbumPhoto,
  ALBUM_CAPTION_FIELD,
  ALBUM_PAGE_SIZE,
  ALBUM_PHOTO_FIELD,
} from '@reunion/contracts';
import { callApi } from '@reunion/web-kit';

/** One page of the album, newest first, after the photo `before` (null: the newest). */
export function fetchAlbumPage(before: number | null): Promise<AlbumPhoto[]> {
  return callApi('albumPhotos', {
    query: { limit: ALBUM_PAGE_SIZE, before: before ?? undefined },
  });
}

/** Multipart `photo` and `caption`; the answer is the new photo (docs/api.md). */
export function uploadAlbumPhoto(file: File, caption: string): Promise<AlbumPhoto> {
  const form = new FormData();
  form.append(ALBUM_PHOTO_FIELD, file);
  if (caption.trim() !== '') form.append(ALBUM_CAPTION_FIELD, caption.trim());
  return callApi('uploadAlbumPhoto', { body: form });
}

export async function deleteAlbumPhoto(id: number): Promise<void> {
  await callApi('deleteAlbumPhoto', { params: { id } });
}
