import { isStorageKey } from './storage-key.js';

/** Where stored files are served (files/files.controller.ts), on the site's own origin. */
export const FILES_ROUTE = 'api/files';
const FILES_PATH = `/${FILES_ROUTE}/`;

/** The address a client gets for a stored file: a path on this origin, e.g. `/api/files/3f…9a.jpg`. */
export function fileUrl(key: string): string {
  return `${FILES_PATH}${key}`;
}

/**
 * The key behind an address this server handed out, or null. A client may send it back as the
 * path or resolved against any origin (`https://site/api/files/…`): only the path counts, and
 * whoever asks must still check that the key is one of theirs.
 */
export function keyFromFileUrl(url: string): string | null {
  let pathname: string;
  if (url.startsWith('/') && !url.startsWith('//')) {
    pathname = url;
  } else {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
      pathname = parsed.pathname;
    } catch {
      return null;
    }
  }
  if (!pathname.startsWith(FILES_PATH)) return null;
  const key = pathname.slice(FILES_PATH.length);
  return isStorageKey(key) ? key : null;
}
