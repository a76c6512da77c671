// One rspack + Module Federation config for the shell (host) and the five sections
// (remotes). Each workspace's rspack.config.mjs is a single call:
//
//   export default createConfig({ dir: import.meta.dirname, app: 'mf-directory' });
//
// The traps this avoids, each one met when this was set up: explicit context and output.path (a
// build started from the repo root resolves against the wrong folder otherwise), a unique
// uniqueName per app, no runtimeChunk, publicPath 'auto' in remotes, no dts, and
// shareStrategy 'loaded-first' so one dead remote cannot stall the shell at start.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { antdNotProvidedRule, antdSplitChunks, antdTransformImport } from './antd-components.mjs';
import { ShellReleasePlugin } from './built-against.mjs';
import { ChunkRetryUrlsPlugin } from './chunk-retry-urls.mjs';
import { importContracts } from './contracts-source.mjs';
import { FirstLoadPlugin, loadShellFirstLoadSchema, PageSharesPlugin } from './first-load.mjs';
import { loadRemoteModules } from './remote-modules.mjs';
import { outputDir } from './output-dir.mjs';
import { pageScriptConfig } from './page-script-config.mjs';
import { serverConfig } from './server-config.mjs';
import { serviceWorkerConfig } from './service-worker-config.mjs';
import { siteStylesheet } from './site-stylesheet.mjs';
import { hostAliases, hostProvides, sharedDependencies } from './shared.mjs';

/** Export conditions for published packages, in order of preference. */
const packageConditions = ['browser', 'import', 'module', 'default'];

/** Dev-server ports: the backend is on 3000 (`npm start`), the front ends above it. */
export const devPorts = {
  shell: 3100,
  'mf-directory': 3101,
  'mf-profile': 3102,
  'mf-event': 3103,
  'mf-photos': 3104,
  'mf-insights': 3105,
};

/**
 * @typedef {object} CreateConfigOptions
 * @property {string} dir the workspace folder (pass `import.meta.dirname`)
 * @property {'shell' | import('./remote-modules.mjs').RemoteName} app the workspace name
 * @property {string} [title] the HTML page title (the shell's, or a section's standalone page)
 * @property {number} [port] dev-server port (default from `devPorts`)
 * @property {string} [apiUrl] where the dev server forwards /api (default $API_URL or http://127.0.0.1:3000)
 */

/**
 * The web build, and for a production build also the server build (server-config.mjs) and,
 * for the shell, its inline page script (page-script-config.mjs).
 * @param {CreateConfigOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => Promise<import('@rspack/core').Configuration[]>}
 */
export function createConfig(options) {
  return async (env = {}, argv = {}) => {
    const serving = Boolean(env.RSPACK_SERVE);
    const mode =
      argv.mode === 'development' || (serving && argv.mode !== 'production')
        ? 'development'
        : 'production';
    const web = await buildConfig(options, { mode, serving });
    if (mode === 'development' || serving) return [web];
    const server = await buildServerConfig(options, web);
    return options.app === 'shell'
      ? [web, server, pageScriptConfig(options.dir, web), serviceWorkerConfig(options.dir, web)]
      : [web, server];
  };
}

/**
 * The server build of an app, beside its web build `web`.
 * @param {CreateConfigOptions} options
 * @param {import('@rspack/core').Configuration} web
 */
export async function buildServerConfig(options, web) {
  const { dir, app } = options;
  const isHost = app === 'shell';
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return serverConfig(web, {
    app,
    dir,
    isHost,
    federation: isHost ? hostFederation() : await remoteFederation(app, false),
    shared: sharedDependencies(pkg, dir, { isHost, dev: false }),
  });
}

/**
 * Chromium's explicit compile hint (`//# allFunctionsCalledOnLoad` as a script's first line): a
 * script so marked has all its functions compiled on the thread that streams it in, not one by
 * one on the main thread at their first call. A chunk is loaded when a page is about to run it,
 * and compiling at first call was up to half of a section's evaluation task on a phone
 * (bench/RESULTS.md, "Compiled while streamed"). Added right after minification, which would
 * drop it, and before the source maps and the content hash, which then count it. Other browsers
 * read a comment.
 */
function compiledOnLoadPlugin() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * The config itself, exported for tests and scripts that build through the JS API.
 * @param {CreateConfigOptions} options
 * @param {{ mode: 'development' | 'production', serving: boolean }} how
 * @returns {Promise<import('@rspack/core').Configuration>}
 */
export async function buildConfig(options, { mode, serving }) {
  const { dir, app } = options;
  if (!dir || !path.isAbsolute(dir))
    throw new Error(`createConfig: 'dir' must be an absolute path (got ${dir})`);
  const isHost = app === 'shell';
  const dev = mode === 'development';
  // `npm run dev -w mf-x` mounts this section's dev server in the *built* shell, whose shared
  // React is the production build; development JSX against it crashes ("dispatcher.getOwner
  // is not a function"), so such a dev server compiles for production React: no Fast
  // Refresh, and the dev server reloads the page on each change instead.
  const productionReact = !dev || (serving && process.env.REUNION_DEV_IN_BUILT_SHELL === '1');
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

  const federation = isHost ? hostFederation() : await remoteFederation(app, dev);
  const shared = sharedDependencies(pkg, dir, { isHost, dev });
  // rspack names the chunk-loading global after uniqueName; two apps with the same one on a
  // page would overwrite each other's chunks.
  const uniqueName = `reunion_${federation.name}`;
  const { CHUNK_LOAD_TIMEOUT_MS } = /** @type {{ CHUNK_LOAD_TIMEOUT_MS: number }} */ (
    await importContracts('chunk-load-timeout.ts')
  );
  const port = options.port ?? devPorts[app] ?? 3100;
  const apiUrl = options.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:3000';
  // Hashed names in production so the backend can cache them for a year; plain names in dev
  // so hot updates do not churn file names.
  const js = dev ? '[name].js' : '[name].[contenthash:8].js';

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name: app,
    context: dir,
    mode,
    target: 'web',
    // Production maps name files and lines (a stack trace stays readable) but carry no source
    // text: they are served beside the scripts, to anyone.
    devtool: dev ? 'cheap-module-source-map' : 'nosources-source-map',
    // A section's own dev page (`npm run dev:standalone`) is the only page its main entry makes:
    // without the shell around it, it links the shell's site stylesheet itself. A built section
    // is drawn inside the shell, which links it already.
    entry: { main: !isHost && dev ? [siteStylesheet, './src/index.ts'] : './src/index.ts' },
    output: {
      path: outputDir(dir),
      // Remotes are served from wherever the registry says (/remotes/<name>/ or another
      // host): 'auto' works out the base from the script's own URL. The shell is always
      // at the site root, and deep links (/profile/12) need absolute asset URLs.
      publicPath: isHost ? '/' : 'auto',
      uniqueName,
      filename: js,
      chunkFilename: js,
      // A chunk that stalls fails after this rather than the runtime's 120 s, so the page shows
      // it could not load (contracts/src/chunk-load-timeout.ts says why this long).
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      assetModuleFilename: dev ? 'assets/[name][ext]' : 'assets/[name].[contenthash:8][ext]',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Sources import siblings as `./x.js` (NodeNext style); the file on disk is x.ts.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // `source` first: @reunion/contracts and @reunion/web-kit resolve to their TypeScript
      // sources, so no workspace needs a prior build of the other.
      conditionNames: ['source', ...packageConditions],
      // react-router's package `exports` name only its development build (dev warnings on);
      // its production build sits beside it.
      alias: {
        ...(productionReact ? { 'react-router$': reactRouterProductionBuild(dir) } : {}),
        ...(isHost ? hostAliases : {}),
      },
    },
    module: {
      // An import of a name a module does not export fails the build: above all a name the
      // shared router (shared-modules/react-router-dom.mjs) does not provide.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          // Some packages also publish a `source` export with raw TypeScript
          // (scroll-into-view-if-needed under antd): code inside node_modules resolves its
          // imports without it.
          test: /[\\/]node_modules[\\/]/,
          resolve: { conditionNames: packageConditions },
        },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: swcOptions({ dev: !productionReact, refresh: !productionReact && serving }),
          type: 'javascript/auto',
        },
        {
          // The workspace packages are pure modules (contracts has no I/O; web-kit
          // is stateless), but do not say so in package.json: without this, importing one
          // schema pulls every module of contracts (ics, countries…) into the bundle.
          test: /[\\/](contracts|web-kit)[\\/]src[\\/]/,
          sideEffects: false,
        },
        antdNotProvidedRule,
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        // The shell provides its singletons without consuming them (shared.mjs, hostProvides).
        shared: isHost ? {} : shared,
        shareStrategy: 'loaded-first',
        // One Module Federation runtime on the page: the shell's, put on a global for the
        // sections, which would otherwise each carry their own copy (about 16 KiB gzip of their
        // 60 KiB budget). A section's own dev page has no shell, so it keeps its copy.
        experiments: isHost
          ? { provideExternalRuntime: true }
          : dev
            ? {}
            : { externalRuntime: true },
        manifest: true,
        // Types come through the workspace (contracts), not from a running remote.
        dts: false,
        dev: dev ? { disableDynamicRemoteTypeHints: true } : false,
      }),
      // The shell's page, and a section's page for its standalone dev mode (a built section
      // is only ever loaded through its manifest, so production remotes need none).
      ...(isHost || dev
        ? [
            new rspack.HtmlRspackPlugin({
              templateContent: htmlTemplate(
                options.title ?? 'Class of 2005J 20-Year Reunion',
                isHost,
              ),
              // The reunion mark (shell/src/layout/header/ReunionLogo.tsx without its text, which
              // is unreadable at 16 px), a PNG made by tooling/scripts/make-site-files.mjs, which
              // says why not an SVG. Linked from the page, so browsers do not ask for
              // /favicon.ico, whose 404 Chromium would log on every first visit.
              favicon: path.join(import.meta.dirname, 'favicon.png'),
              // The async boundary (index.ts → import('./bootstrap')) needs only main.
              chunks: ['main'],
              // A section's page is served for every path it routes (historyApiFallback): its
              // files are asked for from the root, or /profile/1 would ask /profile/main.js.
              ...(isHost ? {} : { publicPath: '/' }),
            }),
          ]
        : []),
      // The shell's files served as they are: the web app manifest, its icons and the link card
      // (docs/sharing.md).
      ...(isHost
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public') }] })]
        : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(productionReact ? 'production' : 'development'),
      }),
      ...(isHost
        ? [new rspack.sharing.ProvideSharedPlugin({ provides: hostProvides(shared) })]
        : []),
      // What the shell provides to sections, so the registry can refuse an incompatible one.
      ...(isHost ? [new ShellReleasePlugin(dir)] : []),
      // The shell's first-load file list, for the `npm run size` budget.
      ...(isHost && !dev ? [new FirstLoadPlugin(await loadShellFirstLoadSchema())] : []),
      // A section's pages name the shell's modules they take (docs/page-scripts.md).
      ...(!isHost && !dev ? [new PageSharesPlugin()] : []),
      ...(dev ? [] : [compiledOnLoadPlugin()]),
      // With chunkLoadTimeout: a chunk retried after it failed is a new request.
      new ChunkRetryUrlsPlugin(),
      ...(!productionReact && serving ? [await reactRefreshPlugin()] : []),
    ],
    optimization: {
      // A runtime chunk of its own breaks the federation entry.
      runtimeChunk: false,
      // The shell provides every antd component as a chunk group of its own (shared.mjs);
      // see antdSplitChunks for how their common code is grouped.
      ...(isHost ? { splitChunks: antdSplitChunks } : {}),
      // The DefinePlugin above says which React to use; the mode's own define would disagree.
      nodeEnv: false,
    },
    performance: {
      // Sizes are checked by `npm run size` (tooling/scripts/size.mjs) against the first-load
      // budgets, which know what a page loads; rspack's per-asset hints do not.
      hints: false,
    },
    devServer: {
      port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: isHost || dev,
      // The shell (another port in dev) fetches remote manifests and chunks cross-origin.
      headers: isHost ? undefined : { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: apiUrl, changeOrigin: false }],
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: dev ? 'minimal' : { preset: 'normal', assets: true, modules: false, chunks: false },
  };
  return config;
}

function hostFederation() {
  // No remotes at build time: the shell registers them at runtime from GET /api/remotes.
  return { name: 'reunion_shell', remotes: {} };
}

/**
 * @param {import('./remote-modules.mjs').RemoteName} app
 * @param {boolean} dev
 */
async function remoteFederation(app, dev) {
  const remoteModules = await loadRemoteModules();
  const entry = remoteModules[app];
  if (!entry)
    throw new Error(
      `createConfig: '${app}' is not in remoteModules (contracts/src/remote-modules.ts)`,
    );
  /** @type {Record<string, string>} */
  const exposes = {};
  for (const expose of entry.exposes) {
    // './FindClassmates' → './src/pages/FindClassmates.tsx': a default-exported page
    // component without props.
    const file = `./src/pages/${expose.replace(/^\.\//, '')}.tsx`;
    exposes[expose] = file;
  }
  return {
    name: entry.federationName,
    // Hashed like every other file: the manifest (never cached) is the only fixed name.
    filename: dev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:8].js',
    exposes,
  };
}

/** @param {{ dev: boolean, refresh: boolean }} flags */
function swcOptions({ dev, refresh }) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic', development: dev, refresh },
      },
    },
    transformImport: antdTransformImport,
    env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
  };
}

/** @param {string} dir */
function reactRouterProductionBuild(dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  const pkgDir = path.dirname(require.resolve('react-router/package.json'));
  return path.join(pkgDir, 'dist', 'production', 'index.mjs');
}

async function reactRefreshPlugin() {
  const { ReactRefreshRspackPlugin } = await import('@rspack/plugin-react-refresh');
  return new ReactRefreshRspackPlugin();
}

/**
 * @param {string} title
 * @param {boolean} isHost the shell's page links its web app manifest and home-screen icon
 */
function htmlTemplate(title, isHost) {
  const safeTitle = title.replace(/[<>&"]/g, '');
  const appLinks = isHost
    ? `
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b5d3b" />
    <meta name="description" content="Class of 2005J 20-year reunion: event details, classmate profiles and photos." />
    <title>${safeTitle}</title>${appLinks}
    <style>
      html, body { margin: 0; }
      body { background: #f5f7f6; }
      #root:empty::before { content: ''; display: block; min-height: 100vh; }
    </style>
  </head>
  <body>
    <noscript>This site needs JavaScript turned on.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}
