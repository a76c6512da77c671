import type { AlbumPhoto, PublicUser } from '@reunion/contracts';
import { apiUrl } from '@reunion/web-kit';
import { aPublicUser } from '@reunion/web-kit/testing';

export const ada: PublicUser = aPublicUser({ id: 1, username: 'ada', email: 'ada@example.com' });
export const grace: PublicUser = aPublicUser({
  id: 2,
  username: 'grace',
  email: 'grace@example.com',
});

const key = (n: number, ext: string) =>
  apiUrl('file', { params: { key: `${String(n).padStart(32, '0')}.${ext}` } });

/** An album photo as the API answers it; `id` also picks distinct file URLs. */
export function aPhoto(id: number, overrides: Partial<AlbumPhoto> = {}): AlbumPhoto {
  return {
    id,
    userId: ada.id,
    photoUrl: key(id, 'jpg'),
    thumbnailUrl: key(id, 'webp'),
    caption: `Memory ${id}`,
    userName: 'Ada Lovelace',
    uploadDate: '2025-06-28T21:00:00.000Z',
    ...overrides,
  };
}

/** `count` photos, newest (highest id) first, as a page of the album. */
export function photosDescending(from: number, count: number): AlbumPhoto[] {
  return Array.from({ length: count }, (_, i) => aPhoto(from - i));
}

/** A file of a given size without allocating it (only `size` is read for the limit). */
export function aFile(name: string, type: string, size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** jsdom has no object URLs; the selected photo's preview needs them. */
export function stubObjectUrls(): void {
  let counter = 0;
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/${++counter}`);
  URL.revokeObjectURL = jest.fn();
}
