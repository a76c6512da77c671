import type { Response } from 'express';

/**
 * A key never names different bytes (a replaced photo gets a new key), so the browser may keep
 * a file for a year; `private` because the files are for signed-in classmates only and a
 * shared cache must not hand them to anyone else. Also for a draft's photos: only browsers
 * already shown them keep them; the rest get 404 now.
 */
export const STORED_FILE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * The headers of a stored file (a photo, a thumbnail). `Vary: Cookie` keeps the browser's copy
 * for the session it was fetched in, as the member's lists are kept (send-snapshot.ts): after
 * Logout, whoever uses a shared device next cannot read a photo's address from the cache, not
 * even with `fetch(…, { cache: 'force-cache' })`; the server is asked, and answers by its rule.
 * A session's cookie lasts as long as the session, so its own copies are kept all that time.
 */
export function sendAsStoredFile(res: Response): void {
  res.setHeader('Cache-Control', STORED_FILE_CACHE_CONTROL);
  res.vary('Cookie');
  // The type is the one the key was stored with; the browser must not second-guess it.
  res.setHeader('X-Content-Type-Options', 'nosniff');
}
