// The shell's service worker (shell/src/offline/offlineWorker.ts, docs/offline.md), built on its
// own like the page script, with Workbox bundled in (a worker cannot load chunks the way a page
// does). Its name has no content hash: a worker's address must stay the same for the browser to
// find its next version, and the backend serves it revalidated.
import { standaloneScriptConfig } from './standalone-script-config.mjs';

/**
 * @param {string} dir the shell's folder
 * @param {import('@rspack/core').Configuration} web the shell's web build config
 * @returns {import('@rspack/core').Configuration}
 */
export const serviceWorkerConfig = (dir, web) =>
  standaloneScriptConfig(dir, web, {
    name: 'sw',
    entry: './src/offline/offlineWorker.ts',
    filename: 'sw.js',
    target: 'webworker',
  });
