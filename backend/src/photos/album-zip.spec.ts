import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { zipEntries } from '../../test/support/zip-entries.js';
import type { StoredFile } from '../storage/storage.service.js';
import { albumRow as row } from '../../test/support/album-rows.js';
import { albumZip, zipEntryName } from './album-zip.js';

const stored = (bytes: Buffer, stream: Readable = Readable.from([bytes])): StoredFile => ({
  stream,
  contentType: 'image/jpeg',
  size: bytes.length,
});

describe('zipEntryName', () => {
  it('reads as date, id and uploader, in plain ASCII', () => {
    expect(zipEntryName(row(7, 'Zoë  Ångström-Ñúñez!'))).toBe(
      '2025-06-28_7_zoe-angstrom-nunez.jpg',
    );
    expect(zipEntryName(row(8, '李'))).toBe('2025-06-28_8.jpg');
  });

  // The day the album's card shows (docs/pages.md, "Dates and times"), not the UTC one.
  it.each([
    ['2025-06-28T21:59:59Z', '2025-06-28'], // 23:59:59 in Paris (summer time, UTC+2)
    ['2025-06-28T22:00:00Z', '2025-06-29'], // midnight in Paris, still the 28th in UTC
    ['2025-06-28T23:30:00Z', '2025-06-29'],
    ['2025-11-28T22:59:00Z', '2025-11-28'], // 23:59 in Paris (winter time, UTC+1)
    ['2025-11-28T23:30:00Z', '2025-11-29'],
  ])('names a photo shared at %s by the day in France, %s', (uploadedAt, day) => {
    expect(zipEntryName(row(9, 'Ada Lovelace', uploadedAt))).toBe(`${day}_9_ada-lovelace.jpg`);
  });
});

describe('albumZip', () => {
  it('opens one file at a time, in order', async () => {
    let open = 0;
    let most = 0;
    const zip = albumZip([row(1), row(2), row(3)], async (key) => {
      most = Math.max(most, ++open);
      const bytes = Buffer.from(key);
      const stream = Readable.from([bytes]);
      stream.on('close', () => open--);
      return stored(bytes, stream);
    });
    const entries = zipEntries(await buffer(zip));
    expect(entries.map((entry) => entry.data.toString())).toEqual([
      row(1).photoKey,
      row(2).photoKey,
      row(3).photoKey,
    ]);
    expect(most).toBe(1);
  });

  it('fails the stream when a file fails part-way, instead of ending a truncated archive', async () => {
    const zip = albumZip([row(1), row(2)], async (key) => {
      if (key === row(1).photoKey) return stored(Buffer.from('fine'));
      const failing = new Readable({
        read() {
          this.destroy(new Error('storage went away'));
        },
      });
      return stored(Buffer.alloc(100), failing);
    });
    await expect(buffer(zip)).rejects.toThrow();
  });

  it('stops reading files when the client goes away', async () => {
    const opened: Readable[] = [];
    const zip = albumZip([row(1), row(2)], async () => {
      // Never ends on its own: only a destroy stops it.
      const endless = new Readable({
        read() {
          this.push(Buffer.alloc(16 * 1024));
        },
      });
      opened.push(endless);
      return { stream: endless, contentType: 'image/jpeg', size: Number.MAX_SAFE_INTEGER };
    });
    zip.once('data', () => zip.destroy());
    await new Promise((resolve) => zip.once('close', resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(opened).toHaveLength(1);
    expect(opened[0]!.destroyed).toBe(true);
  });
});
