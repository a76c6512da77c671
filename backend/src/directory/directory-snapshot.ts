import type { DirectoryCard } from '@reunion/contracts';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** A list encoded once, served as is to every reader of it until it changes. */
export interface DirectorySnapshot<Item = DirectoryCard> {
  /** The fingerprint it was built for (see readDirectoryVersion). */
  version: string;
  /** Strong, from the bytes: every replica gives the same list the same tag. */
  etag: string;
  count: number;
  /** The items themselves, for views worked out on the server (GET /api/directory/view). */
  cards: readonly Item[];
  json: Buffer;
  gzip: Buffer;
}

/**
 * The list is the same for everyone (published profiles only), so it is serialised and
 * compressed once per change rather than once per request: 2,000 cards are about a megabyte of
 * JSON, and gzipping that on every request would cost the server far more than reading it.
 */
export async function encodeSnapshot<Item>(
  version: string,
  cards: readonly Item[],
): Promise<DirectorySnapshot<Item>> {
  const json = Buffer.from(JSON.stringify(cards));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return {
    version,
    etag,
    count: cards.length,
    cards,
    json,
    gzip: await gzipAsync(json, { level: 6 }),
  };
}

/** If-None-Match holds this tag (a list of tags, `*`, or a weak form of it). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
