// The shell's antd stylesheet (README, "Pages rendered on the server"): antd's styles of the
// components the site's apps use, in one content-hashed file every page links, instead of
// inline <style> in every page. Written once the shell's server build is made, by that build
// (shell/src/server/antdStylesheet.tsx), so each style is byte for byte what a page's render
// produces and a page's render can leave out exactly what the file holds.
//
// Into the shell's web build go:
// - antd.<hash>.css: the styles, and the cache-path map of them (the rule antd's CSS-in-JS reads
//   in the browser to skip generating and injecting each style the page already has);
// - antd-stylesheet.json: its name, cache keys and map, for the backend (contracts'
//   AntdStylesheet);
// - a <link> to it in index.html, before the shell's script and stylesheet: render-blocking, so
//   no page paints unstyled, and before the site's own CSS, which wins where the two tie.
import { createHash } from 'node:crypto';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { antdUses } from './antd-uses.mjs';

const worker = path.join(import.meta.dirname, 'antd-stylesheet-worker.cjs');
const MANIFEST = 'antd-stylesheet.json';

/**
 * The server build renders in a process of its own: it is a Module Federation host, whose
 * runtime lives on globals the build's own Module Federation plugin also uses.
 * @param {string} serverEntry
 * @param {import('./antd-uses.mjs').AntdUse[]} uses
 * @returns {Promise<{ css: string, keys: string[], cachePaths: string, skipped: string[] }>}
 */
function render(serverEntry, uses) {
  return new Promise((resolve, reject) => {
    const child = fork(worker, [serverEntry], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let built;
    child.once('message', (message) => (built = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      built ? resolve(built) : reject(new Error(`antd stylesheet: the render exited ${code}`)),
    );
    child.send(uses);
  });
}

/**
 * index.html with the stylesheet linked before its first script or stylesheet.
 * @param {string} html @param {string} file
 */
export function linkStylesheet(html, file) {
  const first = /<script\b|<link\b[^>]*\brel="stylesheet"/.exec(html);
  if (!first) throw new Error('antd stylesheet: index.html has no script or stylesheet to precede');
  return `${html.slice(0, first.index)}<link href="/${file}" rel="stylesheet">${html.slice(first.index)}`;
}

export class AntdStylesheetPlugin {
  /**
   * @param {{ webDist: string, serverEntry: string, sources: string[] }} where the web build's
   * folder, the server build's entry, the source folders of the apps whose antd uses count
   */
  constructor(where) {
    this.where = where;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('AntdStylesheetPlugin', async () => {
      const { webDist, serverEntry, sources } = this.where;
      const { css, keys, cachePaths, skipped } = await render(serverEntry, antdUses(sources));
      // Their styles are generated where a page draws them, as before: worth knowing, no error.
      for (const part of skipped) console.log(`antd stylesheet: left out ${part}`);
      const file = `antd.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
      fs.writeFileSync(path.join(webDist, file), css);
      fs.writeFileSync(
        path.join(webDist, MANIFEST),
        `${JSON.stringify({ file, keys, cachePaths }, null, 2)}\n`,
      );
      const index = path.join(webDist, 'index.html');
      fs.writeFileSync(index, linkStylesheet(fs.readFileSync(index, 'utf8'), file));
    });
  }
}
