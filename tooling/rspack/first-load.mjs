// Writes dist/first-load.json for the shell: the JS Chromium loads to take a page over. The
// page is drawn from the server's HTML before any of it arrives (README, "Pages rendered on the
// server"); these are what makes it live.
// - hydration: what React needs to take the page over. The entry chunk (index.html's one script),
//   the chunks of the async boundary (index.ts → import('./bootstrap')), and the shared modules
//   those consume, each loaded through the shell's *provider* (the share scope hands out the
//   provided module, not the consumer's fallback), followed transitively (antd's form consumes
//   react…). Screens the router loads lazily are not in it.
// - signInForm: all that, plus the sign-in card's forms (lazyScreens' import('../auth/loadAuthCard')) and
//   what they consume: the JS until the visitor can sign in.
// - screens: for each screen a server-rendered page is taken over with (shell/src/app/
//   renderedScreens.ts), what it loads beyond hydration. The server hands a page the list of what
//   its screens load, which the page script asks for together with main.js instead of stage by
//   stage (docs/page-scripts.md).
// - shares: for each module the shell provides to sections, what it loads beyond hydration. A
//   section's web manifest names the modules each of its pages takes (PageSharesPlugin below).
// `npm run bench:first-load` checks the lists against what Chromium fetched (bench/RESULTS.md);
// `npm run size` reads this file, so the budgets follow the chunk graph instead of a list of
// hashed names.

import { importContracts } from './contracts-source.mjs';

const FILE = 'first-load.json';
/** A section's web manifest, which PageSharesPlugin adds to. */
const MANIFEST = 'mf-manifest.json';

/** Each rendered screen's `import()` request in shell/src/app/lazyScreens.ts. */
const SCREEN_REQUESTS = {
  authCard: '../auth/loadAuthCard',
  siteLayout: '../layout/SiteLayout',
  confirmEmailNotice: './ConfirmEmailNotice',
  homePage: '../home/HomePage',
  remotePage: '../remotes/loadRemotePageScreen',
};
const SHARED_MODULE = /^(consume|provide) shared module \([^)]*\) (.+?)@/;

/**
 * @typedef {{ id: string | number, files?: string[], origins?: { moduleIdentifier?: string, request?: string }[], modules?: { identifier?: string }[] }} StatsChunk
 */

/**
 * @param {string | undefined} identifier a module's
 * @param {'consume' | 'provide'} kind
 * @returns {string | undefined} the share key, when the module consumes or provides one
 */
function sharedKey(identifier, kind) {
  const match = SHARED_MODULE.exec(identifier ?? '');
  return match?.[1] === kind ? match[2] : undefined;
}

/**
 * @param {StatsChunk[]} chunks
 * @returns {Map<string, StatsChunk[]>} the chunks each provided share key's module loads, by key
 */
function providerChunks(chunks) {
  const byKey = new Map();
  for (const chunk of chunks)
    for (const origin of chunk.origins ?? []) {
      const key = sharedKey(origin.moduleIdentifier, 'provide');
      if (key) byKey.set(key, [...(byKey.get(key) ?? []), chunk]);
    }
  return byKey;
}

/**
 * The JS files of `start` and of what they load through the share scope: each shared module
 * they consume comes from the shell's *provider* chunks (the share scope hands out the provided
 * module, not the consumer's fallback), followed transitively (antd's form consumes react…).
 * @param {StatsChunk[]} chunks
 * @param {Map<string, StatsChunk[]>} providers providerChunks(chunks)
 * @param {StatsChunk[]} start
 * @returns {string[]} sorted
 */
function filesLoadedWith(chunks, providers, start) {
  const loaded = new Set(start.map((chunk) => String(chunk.id)));
  const queue = [...start];
  while (queue.length > 0) {
    const chunk = /** @type {StatsChunk} */ (queue.pop());
    for (const key of consumedShares([chunk]))
      for (const provided of providers.get(key) ?? []) {
        if (loaded.has(String(provided.id))) continue;
        loaded.add(String(provided.id));
        queue.push(provided);
      }
  }
  return chunks
    .filter((chunk) => loaded.has(String(chunk.id)))
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => file.endsWith('.js'))
    .sort();
}

/**
 * @param {StatsChunk[]} chunks
 * @param {(string | number)[]} entryChunkIds
 * @param {string[]} requests the `import()` requests loaded with the entry ('./bootstrap'…)
 * @returns {string[]} the JS files, sorted
 */
export function firstLoadFiles(chunks, entryChunkIds, requests) {
  const entry = new Set(entryChunkIds.map(String));
  return filesLoadedWith(
    chunks,
    providerChunks(chunks),
    chunks.filter(
      (chunk) =>
        entry.has(String(chunk.id)) ||
        (chunk.origins ?? []).some((origin) => requests.includes(origin.request ?? '')),
    ),
  );
}

/**
 * @param {StatsChunk[]} chunks the shell's
 * @returns {Record<string, string[]>} by share key, the JS files its provided module loads
 */
export function sharedModuleFiles(chunks) {
  const providers = providerChunks(chunks);
  return Object.fromEntries(
    [...providers.keys()]
      .sort()
      .map((key) => [key, filesLoadedWith(chunks, providers, providers.get(key) ?? [])]),
  );
}

/**
 * Contracts' schema of the file (contracts/src/shell-first-load.ts), which the backend checks
 * the file against when it loads the shell's build: checked here too, so a screen named in one
 * place and not the other fails the build rather than a page's list.
 * @returns {Promise<{ parse: (value: unknown) => unknown }>}
 */
export async function loadShellFirstLoadSchema() {
  const contracts =
    /** @type {{ shellFirstLoadSchema: { parse: (value: unknown) => unknown } }} */ (
      await importContracts('shell-first-load.ts')
    );
  return contracts.shellFirstLoadSchema;
}

export class FirstLoadPlugin {
  /** @param {{ parse: (value: unknown) => unknown }} schema loadShellFirstLoadSchema()'s */
  constructor(schema) {
    this.schema = schema;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson({
            all: false,
            chunks: true,
            chunkOrigins: true,
            chunkModules: true,
            chunkModulesSpace: Infinity,
            dependentModules: true,
            entrypoints: true,
            ids: true,
          });
          const entryChunks = stats.entrypoints?.main?.chunks ?? [];
          const chunks = /** @type {StatsChunk[]} */ (stats.chunks ?? []);
          const hydration = firstLoadFiles(chunks, entryChunks, ['./bootstrap']);
          const screens = Object.fromEntries(
            Object.entries(SCREEN_REQUESTS).map(([screen, request]) => {
              const files = firstLoadFiles(chunks, entryChunks, ['./bootstrap', request]);
              if (files.length === hydration.length)
                throw new Error(`FirstLoadPlugin: no chunk for lazyScreens' import('${request}')`);
              return [screen, files.filter((file) => !hydration.includes(file))];
            }),
          );
          const signInForm = [...hydration, ...screens.authCard].sort();
          const shares = Object.fromEntries(
            Object.entries(sharedModuleFiles(chunks)).map(([key, files]) => [
              key,
              files.filter((file) => !hydration.includes(file)),
            ]),
          );
          const firstLoad = { hydration, signInForm, screens, shares };
          this.schema.parse(firstLoad);
          const json = JSON.stringify(firstLoad, null, 2) + '\n';
          compilation.emitAsset(FILE, new compiler.rspack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * Names, for each page a section exposes (`exposes[].shares` in its web manifest), the shared
 * modules its first chunks consume: what the shell loads for it from its own chunks
 * (first-load.json's `shares`). The server adds those to the page's list, which the page script
 * asks for at once (docs/page-scripts.md).
 */
export class PageSharesPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageSharesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PageSharesPlugin',
          stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) throw new Error(`PageSharesPlugin: no ${MANIFEST} to name the shares in`);
          const manifest = JSON.parse(asset.source.source().toString());
          const chunks = /** @type {StatsChunk[]} */ (
            compilation.getStats().toJson({
              all: false,
              chunks: true,
              chunkModules: true,
              chunkModulesSpace: Infinity,
              dependentModules: true,
              ids: true,
            }).chunks ?? []
          );
          for (const expose of manifest.exposes ?? []) {
            const files = new Set(expose.assets?.js?.sync ?? []);
            expose.shares = consumedShares(
              chunks.filter((chunk) => (chunk.files ?? []).some((file) => files.has(file))),
            );
          }
          compilation.updateAsset(
            MANIFEST,
            new compiler.rspack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * @param {StatsChunk[]} chunks
 * @returns {string[]} the share keys their modules consume, sorted
 */
export function consumedShares(chunks) {
  const keys = chunks.flatMap((chunk) =>
    (chunk.modules ?? []).flatMap((module) => sharedKey(module.identifier, 'consume') ?? []),
  );
  return [...new Set(keys)].sort();
}
