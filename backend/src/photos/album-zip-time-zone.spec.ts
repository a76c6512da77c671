/**
 * @jest-environment @reunion/tooling/jest/time-zone-environment.cjs
 * @jest-environment-options {"timeZone": "America/Los_Angeles"}
 */
// A server in California: its own clock is 9 hours behind France's, a day behind in the evening.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { zipEntries } from '../../test/support/zip-entries.js';
import { albumRow } from '../../test/support/album-rows.js';
import { albumZip } from './album-zip.js';

describe("the album ZIP's entries, written by a server outside France", () => {
  it('are timestamped with the time in France, the clock their names take the day from', async () => {
    const rows = [
      albumRow(1, 'Ada Lovelace', '2025-06-28T22:30:00Z'), // 00:30 on 29 June in Paris (summer time, UTC+2)
      albumRow(2, 'Ada Lovelace', '2025-11-28T23:30:00Z'), // 00:30 on 29 November in Paris (winter time, UTC+1)
      albumRow(3, 'Ada Lovelace', '2025-03-30T00:59:58Z'), // 01:59:58 in Paris, just before summer time starts
      albumRow(4, 'Ada Lovelace', '2025-03-30T01:00:00Z'), // 03:00 in Paris: summer time has started
    ];
    const zip = albumZip(rows, async (key) => {
      const bytes = Buffer.from(key);
      return { stream: Readable.from([bytes]), contentType: 'image/jpeg', size: bytes.length };
    });
    const entries = zipEntries(await buffer(zip));
    expect(entries.map(({ name, modified, unixTime }) => ({ name, modified, unixTime }))).toEqual([
      { name: '2025-06-29_1_ada-lovelace.jpg', modified: '2025-06-29 00:30:00', unixTime: null },
      { name: '2025-11-29_2_ada-lovelace.jpg', modified: '2025-11-29 00:30:00', unixTime: null },
      { name: '2025-03-30_3_ada-lovelace.jpg', modified: '2025-03-30 01:59:58', unixTime: null },
      { name: '2025-03-30_4_ada-lovelace.jpg', modified: '2025-03-30 03:00:00', unixTime: null },
    ]);
  });
});
