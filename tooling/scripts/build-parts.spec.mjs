import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inBuildOrder, isStale, isStaleIn } from './build-parts.mjs';
import { parts } from './parts.mjs';

describe('isStaleIn', () => {
  let root;
  const part = { name: 'app', sources: ['app/src', 'lib/src', 'app/package.json'] };
  const write = (file, mtimeSeconds) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file);
    fs.utimesSync(full, mtimeSeconds, mtimeSeconds);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-parts-'));
    write('app/src/deep/index.ts', 1000);
    write('lib/src/util.ts', 1000);
    write('app/package.json', 1000);
    for (const dir of ['app/src/deep', 'app/src', 'lib/src', 'lib', 'app'])
      fs.utimesSync(path.join(root, dir), 1000, 1000);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is stale with no stamp, a successful build having never finished', () => {
    expect(isStaleIn(root, part)).toBe(true);
  });

  it('is fresh when the stamp is newer than every source', () => {
    write('app/dist/.build-stamp', 2000);
    expect(isStaleIn(root, part)).toBe(false);
  });

  it('is stale when a file deep in a source folder, or another package it reads, changed', () => {
    write('app/dist/.build-stamp', 2000);
    write('app/src/deep/index.ts', 3000);
    expect(isStaleIn(root, part)).toBe(true);
    write('app/src/deep/index.ts', 1000);
    write('lib/src/util.ts', 3000);
    expect(isStaleIn(root, part)).toBe(true);
  });

  it('ignores a source that does not exist', () => {
    write('app/dist/.build-stamp', 2000);
    expect(isStaleIn(root, { ...part, sources: [...part.sources, 'gone/src'] })).toBe(false);
  });
});

describe('isStale', () => {
  it('can be handed to Array#filter, which passes the index too', () => {
    expect(() => parts.filter(isStale)).not.toThrow();
  });
});

describe('inBuildOrder', () => {
  const tsc = (name) => ({ name, tool: 'tsc' });
  const rspack = (name) => ({ name, tool: 'rspack' });

  /** A build that records starts and ends, each finishing when the test says. */
  function recorder() {
    const events = [];
    const pending = new Map();
    const build = (part) => {
      events.push(`start ${part.name}`);
      return new Promise((resolve, reject) =>
        pending.set(part.name, {
          done: () => {
            events.push(`end ${part.name}`);
            resolve();
          },
          fail: () => reject(new Error(`${part.name} failed`)),
        }),
      );
    };
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    return { events, pending, build, settle };
  }

  it('builds the tsc parts one by one, before any front end', async () => {
    const { events, pending, build, settle } = recorder();
    const all = inBuildOrder([rspack('shell'), tsc('contracts'), tsc('backend')], build);
    await settle();
    expect(events).toEqual(['start contracts']);
    pending.get('contracts').done();
    await settle();
    expect(events).toEqual(['start contracts', 'end contracts', 'start backend']);
    pending.get('backend').done();
    await settle();
    expect(events.at(-1)).toBe('start shell');
    pending.get('shell').done();
    await all;
  });

  it('builds the front ends two at a time, the next starting as one ends', async () => {
    const { events, pending, build, settle } = recorder();
    const all = inBuildOrder([rspack('a'), rspack('b'), rspack('c')], build);
    await settle();
    expect(events).toEqual(['start a', 'start b']);
    pending.get('b').done();
    await settle();
    expect(events).toEqual(['start a', 'start b', 'end b', 'start c']);
    pending.get('a').done();
    pending.get('c').done();
    await all;
  });

  it('fails with the first failure', async () => {
    const { pending, build, settle } = recorder();
    const all = inBuildOrder([tsc('contracts'), rspack('shell')], build);
    await settle();
    pending.get('contracts').fail();
    await expect(all).rejects.toThrow('contracts failed');
    expect(pending.has('shell')).toBe(false);
  });
});
