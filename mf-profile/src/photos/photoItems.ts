import { PHOTO_RESIZE } from '@reunion/contracts';
import { PhotoUploadError, preparePhotoUpload } from '@reunion/web-kit';

/**
 * The profile-photo control (docs/profiles.md, "Photos"): stored images (their URLs) plus newly
 * chosen local files. Nothing is uploaded or deleted until the profile is saved.
 */
export type PhotoItem =
  { kind: 'stored'; key: string; url: string } | { kind: 'new'; key: string; file: File };

/** The fallback when turning a photo into what is sent fails in an unforeseen way. */
const processFailedMessage = 'Failed to process images';

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `photo-${nextKey}`;
}

export function storedPhotoItems(urls: readonly string[]): PhotoItem[] {
  return urls.map((url) => ({ kind: 'stored', key: url, url }));
}

export function newPhotoItems(files: readonly File[]): PhotoItem[] {
  return files.map((file) => ({ kind: 'new', key: newKey(), file }));
}

function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The final photo list: kept URLs as they are, new files as 800 px JPEG data URLs (docs/photos.md,
 * "Resizing"), in the order shown. One at a time: three phone photos decoded at once could take
 * more memory than a phone gives a page. A photo that cannot be resized keeps its own message,
 * which names it; any other failure is 'Failed to process images'.
 */
export async function photosForRequest(items: readonly PhotoItem[]): Promise<string[]> {
  const photos: string[] = [];
  try {
    for (const item of items) {
      photos.push(
        item.kind === 'stored'
          ? item.url
          : await dataUrlOf(await preparePhotoUpload(item.file, PHOTO_RESIZE.profile)),
      );
    }
  } catch (error) {
    if (error instanceof PhotoUploadError) throw error;
    throw new Error(processFailedMessage, { cause: error });
  }
  return photos;
}
