// The shell's inline page script (shell/src/page-script/), built on its own: one small file, no
// Module Federation and no chunk runtime, which the backend reads once and writes into the
// <head> of every server-rendered page (backend/src/pages/page-script.ts). Being inline, it runs
// before the page's markup is parsed, which is what lets it catch the visitor's first press.
import { outputDir } from './output-dir.mjs';

/** The file the backend reads, in the shell's web build folder. */
export const PAGE_SCRIPT_FILE = 'page-script.js';

/**
 * @param {string} dir the shell's folder
 * @param {import('@rspack/core').Configuration} web the shell's web build config (its resolve
 *   and rules are reused; it must run first, as it empties the folder)
 * @returns {import('@rspack/core').Configuration}
 */
export function pageScriptConfig(dir, web) {
  return {
    name: 'page-script',
    dependencies: [String(web.name)],
    context: dir,
    mode: 'production',
    target: 'web',
    devtool: false,
    entry: { 'page-script': './src/page-script/index.ts' },
    output: {
      path: outputDir(dir),
      filename: PAGE_SCRIPT_FILE,
      iife: true,
      clean: false,
    },
    resolve: web.resolve,
    module: web.module,
    optimization: { runtimeChunk: false, splitChunks: false, minimize: true },
    performance: { hints: false },
    stats: { preset: 'errors-warnings' },
  };
}
