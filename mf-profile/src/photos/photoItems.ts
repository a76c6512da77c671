import { downscaleImage, imageProcessingMessages } from './downscaleImage';

/**
 * The profile-photo control (docs/profiles.md, "Photos"): stored images (their URLs) plus newly
 * chosen local files. Nothing is uploaded or deleted until the profile is saved.
 */
export type PhotoItem =
  { kind: 'stored'; key: string; url: string } | { kind: 'new'; key: string; file: File };

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

const knownMessages: readonly string[] = Object.values(imageProcessingMessages);

/**
 * The final photo list: kept URLs as they are, new files as downscaled JPEG data URLs, in
 * the order shown. A failure keeps its own message when it is one of the documented ones.
 */
export async function photosForRequest(items: readonly PhotoItem[]): Promise<string[]> {
  try {
    return await Promise.all(
      items.map((item) => (item.kind === 'stored' ? item.url : downscaleImage(item.file))),
    );
  } catch (error) {
    if (error instanceof Error && knownMessages.includes(error.message)) throw error;
    throw new Error(imageProcessingMessages.processFailed, { cause: error });
  }
}
