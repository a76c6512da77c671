import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { isStorageKey, type StorableContentType } from '../../src/storage/storage-key.js';
import type { StorageService } from '../../src/storage/storage.service.js';

/** One StorageService implementation, opened for the contract suite. */
export interface StorageUnderTest {
  storage: StorageService;
  /** The keys it holds, by looking behind its back (the folder, the bucket). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stream of `bytes` in 64 KiB chunks, as a network upload would arrive. */
function chunked(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
    chunks.push(bytes.subarray(offset, offset + 64 * 1024));
  return Readable.from(chunks);
}

/**
 * What every StorageService promises its callers (profiles, the album, the files route), run
 * the same against each implementation so that switching STORAGE_DIR for S3_BUCKET changes
 * nothing the rest of the app can see.
 */
export function describeStorageContract(name: string, open: () => Promise<StorageUnderTest>): void {
  describe(`${name}: the storage contract`, () => {
    let s: StorageUnderTest;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(async () => {
      await s?.close();
    });

    async function read(key: string): Promise<Buffer> {
      const file = await s.storage.get(key);
      if (!file) throw new Error(`${key} is not stored`);
      return buffer(file.stream);
    }

    it('stores a buffer under a new random key and reads it back with its type and size', async () => {
      const key = await s.storage.put(Buffer.from('jpeg bytes'), 'image/jpeg');
      expect(isStorageKey(key)).toBe(true);
      expect(key).toMatch(/\.jpg$/);
      expect(await s.storage.put(Buffer.from('jpeg bytes'), 'image/jpeg')).not.toBe(key);
      const file = await s.storage.get(key);
      expect(file).toMatchObject({ contentType: 'image/jpeg', size: 10 });
      expect((await buffer(file!.stream)).toString()).toBe('jpeg bytes');
      expect(await s.storage.exists(key)).toBe(true);
      expect(await s.keys()).toContain(key);
    });

    it.each<[StorableContentType, string]>([
      ['image/jpeg', 'jpg'],
      ['image/png', 'png'],
      ['image/gif', 'gif'],
      ['image/webp', 'webp'],
    ])('serves a %s file as %s with that type', async (type, extension) => {
      const key = await s.storage.put(Buffer.from([1, 2, 3]), type);
      expect(key.endsWith(`.${extension}`)).toBe(true);
      expect((await s.storage.get(key))?.contentType).toBe(type);
      await s.storage.delete(key);
    });

    it('stores a stream of chunks', async () => {
      const key = await s.storage.put(
        Readable.from([Buffer.from('a'), Buffer.from('bc')]),
        'image/png',
      );
      expect((await s.storage.get(key))?.size).toBe(3);
      expect((await read(key)).toString()).toBe('abc');
    });

    it('keeps a large streamed file intact, byte for byte', async () => {
      const bytes = randomBytes(12 * 1024 * 1024 + 123);
      const key = await s.storage.put(chunked(bytes), 'image/jpeg');
      const file = await s.storage.get(key);
      expect(file?.size).toBe(bytes.length);
      const back = await buffer(file!.stream);
      expect(back.length).toBe(bytes.length);
      expect(sha256(back)).toBe(sha256(bytes));
      await s.storage.delete(key);
    });

    it('stores nothing when a stream fails half-way', async () => {
      const before = await s.keys();
      let pushed = 0;
      // Past 5 MB, so object storage has already sent a part of a multipart upload.
      const failing = new Readable({
        read() {
          if (pushed++ < 100) this.push(randomBytes(64 * 1024));
          else this.destroy(new Error('client went away'));
        },
      });
      // Any error: against s3rver, which lacks AbortMultipartUpload, the SDK reports the failed
      // abort rather than the stream's error. What matters is that no object appears.
      await expect(s.storage.put(failing, 'image/jpeg')).rejects.toThrow();
      expect(await s.keys()).toEqual(before);
    });

    it('answers a missing key with null and false, and deleting it or deleting twice is fine', async () => {
      const key = await s.storage.put(Buffer.from('x'), 'image/gif');
      await s.storage.delete(key);
      await s.storage.delete(key);
      expect(await s.storage.exists(key)).toBe(false);
      expect(await s.storage.get(key)).toBeNull();
      expect(await s.keys()).not.toContain(key);
      const never = '0123456789abcdef0123456789abcdef.jpg';
      expect(await s.storage.get(never)).toBeNull();
      expect(await s.storage.exists(never)).toBe(false);
    });

    it('refuses keys it did not make', async () => {
      for (const key of ['../secret.jpg', 'a/b.jpg', 'ABCDEF.jpg', '.tmp', '']) {
        expect(await s.storage.get(key)).toBeNull();
        expect(await s.storage.exists(key)).toBe(false);
        await s.storage.delete(key);
      }
    });

    it('deletes quietly: every key it can, without throwing', async () => {
      const a = await s.storage.put(Buffer.from('a'), 'image/jpeg');
      const b = await s.storage.put(Buffer.from('b'), 'image/jpeg');
      await s.storage.deleteQuietly([a, 'not-a-key', b]);
      expect(await s.storage.exists(a)).toBe(false);
      expect(await s.storage.exists(b)).toBe(false);
    });
  });
}
