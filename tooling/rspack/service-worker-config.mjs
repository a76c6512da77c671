// The shell's service worker (shell/src/offline/offlineWorker.ts, docs/offline.md), built on its
// own like the page script: one file with Workbox bundled in, no Module Federation and no chunk
// runtime (a worker cannot load chunks the way a page does). Its name has no content hash: a
// worker's address must stay the same for the browser to find its next version, and the
// backend serves it revalidated.
import { outputDir } from './output-dir.mjs';

/**
 * @param {string} dir the shell's folder
 * @param {import('@rspack/core').Configuration} web the shell's web build config (its resolve
 *   and rules are reused; it must run first, as it empties the folder)
 * @returns {import('@rspack/core').Configuration}
 */
export function serviceWorkerConfig(dir, web) {
  return {
    name: 'service-worker',
    dependencies: [String(web.name)],
    context: dir,
    mode: 'production',
    target: 'webworker',
    devtool: false,
    entry: { sw: './src/offline/offlineWorker.ts' },
    output: { path: outputDir(dir), filename: 'sw.js', iife: true, clean: false },
    resolve: web.resolve,
    module: web.module,
    optimization: { runtimeChunk: false, splitChunks: false, minimize: true },
    performance: { hints: false },
    stats: { preset: 'errors-warnings' },
  };
}
