import type { AlbumPhotoRow } from '../../src/photos/album-photo-view.js';

/** An album row as the list query reads it, its stored keys made from its id. */
export function albumRow(
  id: number,
  userName = 'Ada Lovelace',
  uploadedAt = '2025-06-28T21:00:00Z',
): AlbumPhotoRow {
  return {
    id,
    userId: 1,
    photoKey: `${String(id).padStart(32, '0')}.jpg`,
    thumbnailKey: `${String(id).padStart(32, 'f')}.webp`,
    caption: null,
    uploadDate: new Date(uploadedAt),
    userName,
  };
}
