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
// components from the shell and carry no copy of their own (shared.mjs), which is what
// keeps one theme and one notification API on the page.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Components the shell does not provide, and why. A section importing one fails its build
 * (antdNotProvidedRule) rather than quietly bundling a second antd.
 * - color-picker: antd's Button styles import a helper from ColorPicker's presets module; while
 *   ColorPicker is provided that module keeps its whole component, Collapse included, which then
 *   rides along with every Button: 8 KiB gzip on every page, the first paint of /auth included.
 */
export const antdNotProvided = ['color-picker'];

/**
 * Each component antd's index exports (but antdNotProvided): its folder under antd/es and the
 * absolute path of its module (a share whose import is a path is provided even when the app never
 * imports it). Read from the installed antd, so a new component is shared as soon as antd ships it.
 * @param {string} dir a workspace folder (antd is resolved from it)
 * @returns {{ folder: string, file: string }[]} e.g. { folder: 'config-provider', file: '/…/antd/es/config-provider/index.js' }
 */
export function antdComponents(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  const esDir = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
  const esIndex = path.join(esDir, 'index.js');
  const folders = [
    ...fs
      .readFileSync(esIndex, 'utf8')
      .matchAll(/export \{ default as \w+ \} from '\.\/([\w-]+)'/g),
  ].map((match) => match[1]);
  if (folders.length < 50)
    throw new Error(`antd-components: found only ${folders.length} components in ${esIndex}`);
  return folders
    .filter((folder) => !antdNotProvided.includes(folder))
    .map((folder) => ({ folder, file: path.join(esDir, folder, 'index.js') }));
}

/**
 * A build error for an import of a component in antdNotProvided from an app's own code (antd's
 * internals may still use parts of it).
 * @type {import('@rspack/core').RuleSetRule}
 */
export const antdNotProvidedRule = {
  test: new RegExp(`[\\\\/]antd[\\\\/]es[\\\\/](${antdNotProvided.join('|')})[\\\\/]index\\.js$`),
  issuer: { not: /[\\/]node_modules[\\/]/ },
  loader: fileURLToPath(new URL('./not-provided-loader.cjs', import.meta.url)),
};

/** swc's import rewrite: `import { QRCode } from 'antd'` → `import QRCode from 'antd/es/qr-code'`. */
export const antdTransformImport = [
  {
    libraryName: 'antd',
    customName: 'antd/es/{{ kebabCase member }}',
    transformToDefaultImport: true,
  },
];

/**
 * The shell's chunking. With ~80 provided chunk groups, rspack's default (split only common
 * code of 20 KB or more) copied antd's shared internals into every group: 94 modules twice or
 * more in /auth's first load alone. What every antd component needs (ConfigProvider, theme, the
 * CSS-in-JS engine, the icon base, rc utilities) is one chunk, and other code shared by groups
 * is split out from 20 KB. At 4 KB (the first-load design, when a page's first paint waited
 * for its scripts) a page needed about 40 script requests; on a server-rendered page no script
 * stands before the first paint, and each request costs the phone main-thread time while it
 * hydrates (inserting the element, starting the fetch): 20 KB copies a few small modules
 * between chunks and halves the requests (bench/RESULTS.md, "Lighthouse on phones (issue 17)").
 * @type {import('@rspack/core').Optimization['splitChunks']}
 */
export const antdSplitChunks = {
  chunks: 'async',
  minSize: 20000,
  cacheGroups: {
    antdCore: {
      test: /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|style|locale|version)[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@ant-design[\\/]icons[\\/]es[\\/](components|utils)|@rc-component[\\/](util|motion|resize-observer|portal|context)[\\/]|clsx[\\/]|stylis[\\/]|@emotion[\\/]|@babel[\\/]runtime[\\/])/,
      name: 'antd-core',
      chunks: 'all',
      enforce: true,
      priority: 20,
    },
  },
};
