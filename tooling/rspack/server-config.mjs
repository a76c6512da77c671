// The Node build of an app, made beside its web build, for server rendering (README, "Design
// notes": "Pages rendered on the server").
//
// - The shell's server build is a Module Federation host in Node: `shell/dist-server/server.cjs`,
//   which the backend requires and calls to render a page. It knows no section at build time;
//   per request it registers the section the registry names, as the browser does.
//   Once made, it renders the shell's antd stylesheet into the web build (antd-stylesheet.mjs).
// - A section's server build is a Node remote in `dist/server/`, served with the rest of its
//   build (and copied into its releases). Its web manifest names it (`metaData.ssrRemoteEntry`),
//   so the one registry URL serves both: browsers take the web entry, Node the server entry.
//
// Shared singletons are the same as on the page (shared.mjs): a section's server build brings no
// React, router, react-query or antd of its own (`import: false`), the shell's server provides
// them, so a section renders into the shell's tree with one React (an own copy fails with
// "reading 'useState'" on the server).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { AntdStylesheetPlugin } from './antd-stylesheet.mjs';
import { outputDir } from './output-dir.mjs';
import { remotes, repoRoot } from '../scripts/parts.mjs';

const require = createRequire(import.meta.url);
const emptyModuleLoader = path.join(import.meta.dirname, 'empty-module-loader.cjs');

/** Where an app's server build goes: the shell's is never served; a section's is. */
export function serverOutputPath(dir, isHost) {
  return isHost ? path.join(dir, 'dist-server') : path.join(outputDir(dir), 'server');
}

/**
 * The server build, derived from the web build's config (the same sources, rules and shared
 * singletons; other output, runtime and plugins).
 * @param {import('@rspack/core').Configuration} web the app's web build config
 * @param {{ app: string, dir: string, isHost: boolean, federation: Record<string, unknown>, shared: Record<string, unknown> }} what
 * @returns {import('@rspack/core').Configuration}
 */
export function serverConfig(web, { app, dir, isHost, federation, shared }) {
  const rules = (web.module?.rules ?? []).map((rule) => {
    if (!rule || typeof rule !== 'object') return rule;
    const test = String(rule.test);
    // Styles are the page's business: the server only needs to know a module is there.
    if (test.includes('css'))
      return { test: rule.test, loader: emptyModuleLoader, type: 'javascript/auto' };
    // Assets keep the web build's names and URLs (the markup must match), but are not emitted twice.
    if (rule.type === 'asset/resource') return { ...rule, generator: { emit: false } };
    return rule;
  });
  return {
    name: `${app}-server`,
    // The section's server build patches its web manifest, which must be written first.
    dependencies: [app],
    context: dir,
    mode: 'production',
    target: 'async-node',
    devtool: false,
    entry: isHost ? { server: './src/server/index.ts' } : {},
    output: {
      path: serverOutputPath(dir, isHost),
      // The shell's assets are at the site root on the page and in the server's markup alike.
      // A section's server chunks are found beside its entry, wherever a release is served
      // from: an empty public path makes the Node runtime resolve them against the entry's URL.
      publicPath: isHost ? '/' : '',
      uniqueName: `${web.output?.uniqueName}_server`,
      // .cjs: the workspaces are "type": "module", and the backend requires the shell's entry.
      filename: isHost ? '[name].cjs' : '[name].[contenthash:8].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      assetModuleFilename: web.output?.assetModuleFilename,
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: {
      ...web.resolve,
      // Node's own builds of packages, not their browser ones.
      conditionNames: ['source', 'node', 'import', 'module', 'require', 'default'],
    },
    module: { ...web.module, rules },
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        ...(isHost ? {} : { filename: 'remoteEntry.[contenthash:8].cjs' }),
        shared,
        shareStrategy: 'loaded-first',
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        dev: false,
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      ...(isHost
        ? [
            new AntdStylesheetPlugin({
              webDist: outputDir(dir),
              serverEntry: path.join(serverOutputPath(dir, isHost), 'server.cjs'),
              sources: ['shell', 'web-kit', ...remotes].map((app) =>
                path.join(repoRoot, app, 'src'),
              ),
            }),
          ]
        : [new SsrEntryInManifestPlugin(path.join(outputDir(dir), 'mf-manifest.json'))]),
    ],
    optimization: { runtimeChunk: false, minimize: false, nodeEnv: false },
    performance: { hints: false },
    stats: { preset: 'errors-warnings' },
  };
}

/**
 * Names the server entry in the section's web manifest (`metaData.ssrRemoteEntry`), where the
 * Module Federation runtime in Node looks for it: one registry URL per section serves both.
 */
class SsrEntryInManifestPlugin {
  /** @param {string} manifestFile */
  constructor(manifestFile) {
    this.manifestFile = manifestFile;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('SsrEntryInManifestPlugin', (compilation) => {
      const entry = [...compilation.getAssets()]
        .map((asset) => asset.name)
        .find((name) => /^remoteEntry\.[0-9a-f]{8}\.cjs$/.test(name));
      if (!entry) throw new Error('SsrEntryInManifestPlugin: the server build has no remoteEntry');
      const manifest = JSON.parse(fs.readFileSync(this.manifestFile, 'utf8'));
      manifest.metaData.ssrRemoteEntry = { name: entry, path: 'server', type: 'commonjs-module' };
      fs.writeFileSync(this.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}
