// The shell's inline page script (shell/src/page-script/), built on its own: one small file, no
// Module Federation and no chunk runtime, which the backend reads once and writes into the
// <head> of every server-rendered page (backend/src/pages/page-script.ts). Being inline, it runs
// before the page's markup is parsed, which is what lets it catch the visitor's first press.
import { standaloneScriptConfig } from './standalone-script-config.mjs';

/** The file the backend reads, in the shell's web build folder. */
export const PAGE_SCRIPT_FILE = 'page-script.js';

/**
 * @param {string} dir the shell's folder
 * @param {import('@rspack/core').Configuration} web the shell's web build config
 * @returns {import('@rspack/core').Configuration}
 */
export const pageScriptConfig = (dir, web) =>
  standaloneScriptConfig(dir, web, {
    name: 'page-script',
    entry: './src/page-script/index.ts',
    filename: PAGE_SCRIPT_FILE,
    target: 'web',
  });
