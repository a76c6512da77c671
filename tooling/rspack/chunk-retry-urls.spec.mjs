import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { repoRoot } from '../scripts/parts.mjs';
import { installChunkRetryUrls } from './chunk-retry-urls.mjs';

const rspack = path.join(repoRoot, 'node_modules', '.bin', 'rspack');

/** A runtime's chunk functions as rspack defines them; `failing` chunks fail to load. */
function runtime(failing = new Set()) {
  const require = {
    u: (id) => `${id}.0123abcd.js`,
    k: (id) => `${id}.0123abcd.css`,
    e: (id) =>
      failing.has(id) ? Promise.reject(new Error(`Loading chunk ${id} failed`)) : Promise.resolve(),
  };
  return require;
}

describe('installChunkRetryUrls (a retried chunk is a new request)', () => {
  it('leaves a first load as it is', async () => {
    const require = runtime();
    installChunkRetryUrls(require, 'https://site.test/main.1234abcd.js');
    await require.e(42);
    expect(require.u(42)).toBe('42.0123abcd.js');
    expect(require.k(42)).toBe('42.0123abcd.css');
  });

  it('asks for a chunk that failed at an address of its own, each failure another', async () => {
    const failing = new Set([42]);
    const require = runtime(failing);
    installChunkRetryUrls(require, 'https://site.test/main.1234abcd.js');
    await expect(require.e(42)).rejects.toThrow('Loading chunk 42 failed');
    expect(require.u(42)).toBe('42.0123abcd.js?retry=0-1');
    expect(require.k(42)).toBe('42.0123abcd.css?retry=0-1');
    await expect(require.e(42)).rejects.toThrow();
    expect(require.u(42)).toBe('42.0123abcd.js?retry=0-2');
    // Other chunks are asked for as they were.
    expect(require.u(7)).toBe('7.0123abcd.js');
  });

  it("gives every chunk of a section's retried entry that retry", () => {
    const require = runtime();
    installChunkRetryUrls(require, 'https://cdn.test/mf-photos/remoteEntry.d284bc3f.js?retry=2');
    expect(require.u(186)).toBe('186.0123abcd.js?retry=2-0');
  });

  it('takes an entry it cannot read as a first load', () => {
    const require = runtime();
    installChunkRetryUrls(require, undefined);
    expect(require.u(1)).toBe('1.0123abcd.js');
    installChunkRetryUrls(require, 'not an address');
    expect(require.u(1)).toBe('1.0123abcd.js');
  });
});

describe('ChunkRetryUrlsPlugin', () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-retry-urls-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts installChunkRetryUrls in a runtime that loads chunks, after the functions it wraps', () => {
    fs.writeFileSync(path.join(dir, 'index.js'), "import('./later.js').then((m) => m.default);");
    fs.writeFileSync(path.join(dir, 'later.js'), 'export default 1;');
    const plugin = path.join(import.meta.dirname, 'chunk-retry-urls.mjs');
    fs.writeFileSync(
      path.join(dir, 'rspack.config.mjs'),
      `import { ChunkRetryUrlsPlugin } from ${JSON.stringify(plugin)};
export default {
  context: ${JSON.stringify(dir)},
  mode: 'production',
  target: 'web',
  entry: './index.js',
  output: { path: ${JSON.stringify(path.join(dir, 'dist'))} },
  optimization: { minimize: false },
  plugins: [new ChunkRetryUrlsPlugin()],
};
`,
    );
    execFileSync(rspack, ['build', '--config', path.join(dir, 'rspack.config.mjs')], {
      cwd: dir,
      stdio: 'pipe',
    });
    const main = fs.readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    const installed = main.indexOf('function installChunkRetryUrls');
    expect(installed).toBeGreaterThan(-1);
    // After the runtime defines what it wraps (the runtime runs before any module).
    expect(installed).toBeGreaterThan(main.indexOf('__webpack_require__.u = '));
    expect(installed).toBeGreaterThan(main.indexOf('__webpack_require__.e = '));
  }, 60_000);
});
