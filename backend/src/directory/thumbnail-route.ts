import { fileUrl } from '../storage/file-url.js';
import { isStorageKey } from '../storage/storage-key.js';

/** Where a thumbnail not made yet is made (and served) on first view. */
export const THUMBNAILS_ROUTE = 'api/directory/thumbnails';

/**
 * The card's image address. Once a thumbnail exists it is an ordinary stored file; before that,
 * the address names the *photo*, so it stays valid (and cacheable) for as long as that photo is
 * the one shown, whatever happens to the profile's other fields.
 */
export function thumbnailUrl(
  thumbnailKey: string | null,
  firstPhotoKey: string | null,
): string | null {
  if (thumbnailKey !== null) return fileUrl(thumbnailKey);
  if (firstPhotoKey !== null && isStorageKey(firstPhotoKey))
    return `/${THUMBNAILS_ROUTE}/${firstPhotoKey}`;
  return null;
}
