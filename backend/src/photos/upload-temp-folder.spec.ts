import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/load-config.js';
import { STALE_TEMP_MS, SWEEP_EVERY_MS } from '../storage/folder-sweep.js';
import { UploadTempFolder } from './upload-temp-folder.js';

/** The temporary upload folder on a real disk: what a start and the periodic sweep leave. */
describe('UploadTempFolder', () => {
  let root: string;
  let folder: UploadTempFolder;
  const names = () => fs.readdirSync(folder.path).sort();
  const put = (name: string, ageMs: number) => {
    const file = path.join(folder.path, name);
    fs.writeFileSync(file, 'part of an upload');
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(file, when, when);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-upload-tmp-'));
    folder = new UploadTempFolder(loadConfig({ DATA_DIR: root }, root));
    fs.mkdirSync(folder.path, { recursive: true });
  });

  afterEach(() => {
    folder.onApplicationShutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('removes at start everything an earlier run left, however recent', async () => {
    put('killed-a-second-ago', 1_000);
    put('killed-a-day-ago', 24 * 60 * 60 * 1000);
    await folder.onModuleInit();
    expect(names()).toEqual([]);
  });

  it('while running, removes only what nobody has written to for an hour', async () => {
    await folder.onModuleInit();
    put('being-received', 0);
    put('abandoned', STALE_TEMP_MS + 60_000);
    expect(await folder.sweep(Date.now() - STALE_TEMP_MS)).toBe(1);
    expect(names()).toEqual(['being-received']);
  });

  it('sweeps every ten minutes while running', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      await folder.onModuleInit();
      put('abandoned', STALE_TEMP_MS + 60_000);
      const swept = jest.spyOn(folder, 'sweep');
      jest.advanceTimersByTime(SWEEP_EVERY_MS);
      expect(swept).toHaveBeenCalledTimes(1);
      await swept.mock.results[0]?.value;
      expect(names()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
