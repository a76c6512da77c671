import type { AlbumPhoto } from '@reunion/contracts';
import { fileUrl } from '../storage/file-url.js';

/** One album row with its uploader's display name, as the list query reads it. */
export interface AlbumPhotoRow {
  id: number;
  userId: number;
  photoKey: string;
  thumbnailKey: string;
  caption: string | null;
  uploadDate: Date;
  userName: string;
}

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
