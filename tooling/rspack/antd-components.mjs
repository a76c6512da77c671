// antd's components as separate Module Federation shared modules.
//
// Sharing `antd` as one module put the whole library (446 KiB gzip) in the shell's first load:
// a shared module is never tree-shaken, because the build cannot know what another app will
// take from it. Shared per component instead (`antd/es/button`, `antd/es/form`…), each is its
// own lazily loaded chunk of the shell: a page loads the components it renders, and the shell's
// first load holds only what /auth draws. Every app's `import { Button } from 'antd'` is
// rewritten to `antd/es/button` at compile time (swc's transformImport), so sources keep the
// ordinary import.
//
// The shell provides every component antd exports, used by the shell or not, so a section can
// start using one without the shell being rebuilt. All of antd's internals (its ConfigProvider
// context, the theme, the style cache) then live in the shell's build only: sections take the
// components from the shell and carry no copy of their own (create-config.mjs), which is what
// keeps one theme and one notification API on the page.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The folder under antd/es of each component antd's index exports, read from the installed
 * antd so a new component is shared as soon as antd ships it.
 * @param {string} dir a workspace folder (antd is resolved from it)
 * @returns {string[]} e.g. ['affix', 'alert', …, 'config-provider', …, 'theme', …]
 */
export function antdComponentFolders(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  const esIndex = path.join(path.dirname(require.resolve('antd/package.json')), 'es', 'index.js');
  const source = fs.readFileSync(esIndex, 'utf8');
  const folders = [...source.matchAll(/export \{ default as \w+ \} from '\.\/([\w-]+)'/g)].map(
    (match) => match[1],
  );
  if (folders.length < 50)
    throw new Error(`antd-components: found only ${folders.length} components in ${esIndex}`);
  return folders;
}

/**
 * The absolute path of a component's module: a share whose import is a path is provided even
 * when the app never imports it.
 * @param {string} dir @param {string} folder
 */
export function antdComponentFile(dir, folder) {
  const require = createRequire(path.join(dir, 'package.json'));
  return path.join(path.dirname(require.resolve('antd/package.json')), 'es', folder, 'index.js');
}

/** swc's import rewrite: `import { QRCode } from 'antd'` → `import QRCode from 'antd/es/qr-code'`. */
export const antdTransformImport = [
  {
    libraryName: 'antd',
    customName: 'antd/es/{{ kebabCase member }}',
    transformToDefaultImport: true,
  },
];
