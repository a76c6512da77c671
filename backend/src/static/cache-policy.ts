import path from 'node:path';
import { CONTENT_HASHED_NAME } from '@reunion/contracts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Entry points the build rewrites in place: always revalidated (ETag) so a deploy shows at once. */
const ENTRY_POINTS = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_POINTS.has(name)) return REVALIDATE;
  return CONTENT_HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}

/** Files whose name does not change between releases of a section: revalidated all the same. */
const RELEASE_ENTRY_POINTS = new Set(['mf-manifest.json', 'mf-stats.json', 'release.json']);

/**
 * A published release's folder is never rewritten (`npm run release` refuses an existing
 * version), so every file in it may be kept for a year; the manifest is still revalidated,
 * in case someone removes and re-creates a release folder by hand.
 */
export function releaseCacheControlFor(filePath: string): string {
  return RELEASE_ENTRY_POINTS.has(path.basename(filePath)) ? REVALIDATE : IMMUTABLE;
}
