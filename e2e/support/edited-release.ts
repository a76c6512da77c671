import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './site';

/** The album page and the line both release journeys edit. */
export const ALBUM_PAGE = path.join(repoRoot, 'mf-photos/src/pages/PhotoAlbum.tsx');
export const ALBUM_INTRO = 'Share your memories from the reunion and the years since.';

/**
 * Runs `release` with `from` replaced by `to` in `file`, as a developer would edit it, and puts
 * the file back at once with its old modification time, so `npm start` does not take the section
 * for changed.
 */
export function withEditedSource(file: string, from: string, to: string, release: () => void) {
  const source = fs.readFileSync(file, 'utf8');
  const { atime, mtime } = fs.statSync(file);
  if (!source.includes(from)) throw new Error(`${file} no longer holds '${from}'`);
  try {
    fs.writeFileSync(file, source.replace(from, to));
    release();
  } finally {
    fs.writeFileSync(file, source);
    fs.utimesSync(file, atime, mtime);
  }
}
