import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUp, signUpForCookie } from '../../test/support/accounts.js';
import { fetchBytes, storeAlbumDirectly } from '../../test/support/album.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { zipEntries } from '../../test/support/zip-entries.js';

/** What each slow member reads: a poor mobile line, above the stall floor (64 KiB a minute). */
const SLOW_BYTES_PER_SECOND = 4 * 1024;
/** How long the third member may wait for a ZIP the server sends at loopback speed. */
const THIRD_MEMBER_BOUND_MS = 15_000;
const ALBUM_PHOTOS = 8;

/**
 * A download read at `SLOW_BYTES_PER_SECOND`, a tenth of that every 100 ms, from a real socket:
 * the server sees a client that keeps reading, just slowly.
 */
function slowDownload(t: TestApp, cookie: string) {
  let received = 0;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let request: http.ClientRequest | undefined;
  const started = new Promise<number>((resolve, reject) => {
    request = http.get(
      {
        host: '127.0.0.1',
        port: (t.server.address() as AddressInfo).port,
        path: '/api/photos/download-all',
        headers: { cookie },
      },
      (response) => {
        response.pause();
        response.on('error', () => undefined);
        response.once('close', () => (closed = true));
        timer = setInterval(() => {
          const chunk = response.read() as Buffer | null;
          if (!chunk) return;
          // What is over this tick's share goes back, to be read on a later tick.
          const share = Math.round(SLOW_BYTES_PER_SECOND / 10);
          if (chunk.length > share) response.unshift(chunk.subarray(share));
          received += Math.min(chunk.length, share);
        }, 100);
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
  });
  return {
    started,
    received: () => received,
    /** Whether its answer ended, read to the end or cut. */
    closed: () => closed,
    stop() {
      clearInterval(timer);
      request?.destroy();
    },
  };
}

// Two accounts (anyone with the class password may register two) reading at a few KB/s held both
// download turns for the whole of their downloads, hours for a large album, while every other
// classmate was queued and then refused.
describe('album ZIP downloads while two members read slowly', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const ada = await signUp(t, 'ada@example.com');
    // Tens of megabytes: a slow reader is still reading long after the server has handed over all
    // the sockets' buffers take.
    await storeAlbumDirectly(t, ada.id, ALBUM_PHOTOS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('let a third member, asking after them, download the whole album at once', async () => {
    const slow = [];
    for (const email of ['slow-1@example.com', 'slow-2@example.com']) {
      slow.push(slowDownload(t, await signUpForCookie(t, email)));
    }
    try {
      expect(await Promise.all(slow.map((download) => download.started))).toEqual([200, 200]);
      // Both are under way, reading.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (const download of slow) expect(download.received()).toBeGreaterThan(0);

      const grace = await signUp(t, 'grace@example.com');
      const asked = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const third = await Promise.race([
        fetchBytes(grace.browser, '/api/photos/download-all'),
        new Promise<null>(
          (resolve) => (timer = setTimeout(() => resolve(null), THIRD_MEMBER_BOUND_MS)),
        ),
      ]);
      clearTimeout(timer);
      // Before, it was not answered in this time: it waited for a slow member to finish (64 MB at
      // 4 KB/s: over four hours), or was refused once the queue was full.
      expect(Date.now() - asked).toBeLessThan(THIRD_MEMBER_BOUND_MS);
      expect(third?.response.status).toBe(200);
      expect(zipEntries(third!.bytes)).toHaveLength(ALBUM_PHOTOS);
      // The slow members are still reading: they were not cut to make room.
      for (const download of slow) expect(download.closed()).toBe(false);
    } finally {
      for (const download of slow) download.stop();
    }
  }, 60_000);
});
