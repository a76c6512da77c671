import type { Request, Response } from 'express';
import { etagMatches, type DirectorySnapshot } from './directory-snapshot.js';

/**
 * How a member's lists are kept: `private`, so no shared cache keeps them; `no-cache`, so the
 * browser revalidates each visit (an unchanged list costs a 304); and `Vary: Cookie`, so the
 * browser's copy answers only requests with this session's cookie. After Logout (or a sign-in
 * as someone else) the next person on the device cannot read it from the cache, not even with
 * `fetch(…, { cache: 'force-cache' })`. Clear-Site-Data would empty the cache too, but Chromium
 * then stalls the sign-out for seconds (crbug.com/40233601).
 */
export function keepForThisSession(res: Response): void {
  res.setHeader('Cache-Control', 'private, no-cache');
  res.vary('Cookie');
}

/**
 * Answers with an encoded list: its ETag, 304 when the browser holds it already, else the
 * pre-compressed bytes when the browser takes gzip.
 */
export function sendSnapshot(req: Request, res: Response, snapshot: DirectorySnapshot<unknown>) {
  keepForThisSession(res);
  res.vary('Accept-Encoding');
  res.setHeader('ETag', snapshot.etag);
  if (etagMatches(req.headers['if-none-match'], snapshot.etag)) {
    res.status(304).end();
    return;
  }
  const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const body = gzip ? snapshot.gzip : snapshot.json;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Already compressed: the compression middleware leaves an encoded body alone.
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.status(200).end(body);
}
