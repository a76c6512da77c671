import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { franceClock, franceDay } from '@reunion/contracts';
import type { StoredFile } from '../storage/storage.service.js';
import type { AlbumPhotoRow } from './album-photo-view.js';

/**
 * A readable, unique name: date, id, uploader, e.g. `2025-06-28_42_ada-lovelace.jpg`. The date
 * is the day the photo was shared in France, the one its card in the album shows
 * (docs/pages.md, "Dates and times"), not the UTC one.
 */
export function zipEntryName(row: AlbumPhotoRow): string {
  const date = franceDay(row.uploadDate);
  const who = row.userName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const extension = row.photoKey.slice(row.photoKey.lastIndexOf('.'));
  return `${date}_${row.id}${who ? `_${who}` : ''}${extension}`;
}

/**
 * When a photo was shared, for its entry's timestamp: the time clocks in France showed, as the
 * entry's name gives the day they showed (docs/pages.md, "Dates and times"). A ZIP's DOS
 * timestamp is a wall-clock time without a zone, which yazl reads from a Date's local fields,
 * those of the server's own zone: this Date's local fields hold France's clock. (In the hour a
 * server's zone skips in spring, that time does not exist there and comes out an hour later;
 * a server on UTC, as the image runs, skips none.)
 */
function zipEntryTime(uploadDate: Date): Date {
  const france = franceClock(uploadDate);
  return new Date(
    france.getUTCFullYear(),
    france.getUTCMonth(),
    france.getUTCDate(),
    france.getUTCHours(),
    france.getUTCMinutes(),
    france.getUTCSeconds(),
  );
}

/**
 * What the album's ZIP is made of, as a short string: the same string, the same bytes. Every
 * field an entry takes its name, time or bytes from (a stored key's bytes never change); none
 * depends on who asks, and the server's zone, which the entries' times are read in, is the
 * process's own (album-zip-cache.ts starts afresh with each process).
 */
export function albumZipVersion(rows: readonly AlbumPhotoRow[]): string {
  const hash = createHash('sha256');
  for (const row of rows)
    hash.update(
      JSON.stringify([row.id, row.photoKey, row.userName, row.uploadDate.toISOString()]) + '\n',
    );
  return hash.digest('hex');
}

/**
 * The photos as one ZIP, streamed while it is written: one stored file open at a time, read
 * only as fast as the output is taken. Entries are stored, not deflated: JPEG, PNG and GIF
 * are compressed already. A photo deleted since the list was read is left out. A failure
 * part-way destroys the stream, so the download fails visibly instead of ending as a
 * plausible-looking but truncated file.
 */
export function albumZip(
  rows: readonly AlbumPhotoRow[],
  open: (key: string) => Promise<StoredFile | null>,
): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  let current: Readable | null = null;
  let stopped = false;
  const stop = (error?: Error) => {
    if (stopped) return;
    stopped = true;
    current?.destroy();
    if (error) output.destroy(error);
  };
  zip.on('error', (error: Error) => stop(error));
  // The output was destroyed (its file could not be written, or the write stalled): stop reading.
  output.on('close', () => stop());
  zip.outputStream.pipe(output);

  void (async () => {
    for (const row of rows) {
      if (stopped) return;
      const file = await open(row.photoKey);
      if (!file) continue;
      if (stopped) {
        file.stream.destroy();
        return;
      }
      current = file.stream;
      const consumed = finished(file.stream);
      zip.addReadStream(file.stream, zipEntryName(row), {
        mtime: zipEntryTime(row.uploadDate),
        // No extended (UTC) timestamp: yazl would write it from the same Date, hours off the
        // real instant, and a reader of it shows the unzipping machine's time, not France's.
        forceDosTimestamp: true,
        compress: false,
        size: file.size,
      });
      await consumed;
    }
    zip.end();
  })().catch((error: unknown) => stop(error instanceof Error ? error : new Error(String(error))));

  return output;
}
