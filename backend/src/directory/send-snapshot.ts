import type { Request, Response } from 'express';
import { etagMatches, type DirectorySnapshot } from './directory-snapshot.js';

/**
 * Answers with an encoded list: its ETag, 304 when the browser holds it already (`no-cache`
 * makes the browser revalidate each visit), else the pre-compressed bytes when the browser
 * takes gzip. `private`: these lists are for signed-in members, so no shared cache keeps them.
 */
export function sendSnapshot(req: Request, res: Response, snapshot: DirectorySnapshot<unknown>) {
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', snapshot.etag);
  res.setHeader('Vary', 'Accept-Encoding');
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
