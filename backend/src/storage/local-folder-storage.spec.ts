import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalFolderStorage } from './local-folder-storage.js';
import { isStorageKey } from './storage-key.js';

describe('LocalFolderStorage', () => {
  let root: string;
  let storage: LocalFolderStorage;

  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-storage-'));
    storage = new LocalFolderStorage(path.join(root, 'uploads'));
    await storage.init();
  });
  afterEach(() => {
    storage.onApplicationShutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const visibleFiles = () => fs.readdirSync(path.join(root, 'uploads')).filter((n) => n !== '.tmp');
  const tempFiles = () => fs.readdirSync(path.join(root, 'uploads', '.tmp'));

  it('stores a buffer under a new random key named for its type, and reads it back', async () => {
    const key = await storage.put(Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(isStorageKey(key)).toBe(true);
    expect(key).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(await storage.put(Buffer.from('jpeg bytes'), 'image/jpeg')).not.toBe(key);

    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'image/jpeg', size: 10 });
    expect(await text(file!.stream)).toBe('jpeg bytes');
    expect(await storage.exists(key)).toBe(true);
    expect(tempFiles()).toEqual([]);
  });

  it('stores a stream', async () => {
    const key = await storage.put(
      Readable.from([Buffer.from('a'), Buffer.from('bc')]),
      'image/png',
    );
    expect(key).toMatch(/\.png$/);
    const file = await storage.get(key);
    expect(file?.size).toBe(3);
    expect(await text(file!.stream)).toBe('abc');
  });

  it('leaves nothing behind when a stream fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(failing, 'image/jpeg')).rejects.toThrow('client went away');
    expect(visibleFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });

  it('deletes, and deleting twice or a missing key is fine', async () => {
    const key = await storage.put(Buffer.from('x'), 'image/gif');
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(visibleFiles()).toEqual([]);
  });

  it('refuses keys it did not make, so no path can escape the folder', async () => {
    fs.writeFileSync(path.join(root, 'secret.jpg'), 'secret');
    for (const key of ['../secret.jpg', '..%2Fsecret.jpg', 'a/b.jpg', 'ABCDEF.jpg', '.tmp', '']) {
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await storage.delete(key);
    }
    expect(fs.existsSync(path.join(root, 'secret.jpg'))).toBe(true);
  });

  it('sweeps temporary files left by a crash, but not recent ones (another replica may be writing)', async () => {
    const tmp = path.join(root, 'uploads', '.tmp');
    fs.writeFileSync(path.join(tmp, 'old.part'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(tmp, 'old.part'), twoHoursAgo, twoHoursAgo);
    fs.writeFileSync(path.join(tmp, 'recent.part'), 'x');
    const restarted = new LocalFolderStorage(path.join(root, 'uploads'));
    await restarted.init();
    restarted.onApplicationShutdown();
    expect(tempFiles()).toEqual(['recent.part']);
  });

  it('sweeps them every ten minutes while running, not only at start', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    const running = new LocalFolderStorage(path.join(root, 'uploads'));
    try {
      const swept = jest.spyOn(running, 'sweepTemp');
      await running.init();
      // Left after the start's sweep, by a write that failed without cleaning up.
      const tmp = path.join(root, 'uploads', '.tmp');
      fs.writeFileSync(path.join(tmp, 'old.part'), 'x');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      fs.utimesSync(path.join(tmp, 'old.part'), twoHoursAgo, twoHoursAgo);
      expect(swept).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(10 * 60 * 1000);
      expect(swept).toHaveBeenCalledTimes(2);
      await swept.mock.results[1]?.value;
      expect(tempFiles()).toEqual([]);
    } finally {
      running.onApplicationShutdown();
      jest.useRealTimers();
    }
  });
});
