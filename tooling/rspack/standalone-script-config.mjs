// A script of the shell built on its own: one small file with what it imports bundled in, no
// Module Federation and no chunk runtime. The page script (page-script-config.mjs) and the
// service worker (service-worker-config.mjs) are two.
import { outputDir } from './output-dir.mjs';

/**
 * @param {string} dir the shell's folder
 * @param {import('@rspack/core').Configuration} web the shell's web build config (its resolve
 *   and rules are reused; it must run first, as it empties the folder)
 * @param {{ name: string, entry: string, filename: string, target: 'web' | 'webworker' }} script
 * @returns {import('@rspack/core').Configuration}
 */
export function standaloneScriptConfig(dir, web, { name, entry, filename, target }) {
  return {
    name,
    dependencies: [String(web.name)],
    context: dir,
    mode: 'production',
    target,
    devtool: false,
    entry: { [name]: entry },
    output: { path: outputDir(dir), filename, iife: true, clean: false },
    resolve: web.resolve,
    module: web.module,
    optimization: { runtimeChunk: false, splitChunks: false, minimize: true },
    performance: { hints: false },
    stats: { preset: 'errors-warnings' },
  };
}
