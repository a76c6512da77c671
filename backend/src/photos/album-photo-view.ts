import type { AlbumPhoto } from '@reunion/contracts';
import { fileUrl } from '../storage/file-url.js';
import type { AlbumPhotoEntity } from './album-photo.entity.js';

/** One album row with its uploader's display name, as the list query reads it. */
export type AlbumPhotoRow = Omit<AlbumPhotoEntity, 'user' | 'storedBytes'> & { userName: string };

/** The API's view of a photo: file URLs (never bytes), the date as ISO 8601. */
export function toAlbumPhoto(row: AlbumPhotoRow): AlbumPhoto {
  return {
    id: row.id,
    userId: row.userId,
    photoUrl: fileUrl(row.photoKey),
    thumbnailUrl: fileUrl(row.thumbnailKey),
    caption: row.caption,
    userName: row.userName,
    uploadDate: row.uploadDate.toISOString(),
  };
}
