// Writes dist/first-load.json for the shell: the JS Chromium loads on /auth, in two lists. The
// page is drawn from the server's HTML before any of it arrives (README, "Pages rendered on the
// server"); these are what makes it live.
// - hydration: what React needs to take the page over. The entry chunk (index.html's one script),
//   the chunks of the async boundary (index.ts → import('./bootstrap')), and the shared modules
//   those consume, each loaded through the shell's *provider* (the share scope hands out the
//   provided module, not the consumer's fallback), followed transitively (antd's form consumes
//   react…). Screens the router loads lazily are not in it.
// - signInForm: all that, plus the sign-in card's forms (lazyScreens' import('../auth/loadAuthCard')) and
//   what they consume: the JS until the visitor can sign in.
// `npm run bench:first-load` checks the lists against what Chromium fetched (bench/RESULTS.md);
// `npm run size` reads this file, so the budgets follow the chunk graph instead of a list of
// hashed names.

const FILE = 'first-load.json';
const SHARED_MODULE = /^(consume|provide) shared module \([^)]*\) (.+?)@/;

/**
 * @typedef {{ id: string | number, files?: string[], origins?: { moduleIdentifier?: string, request?: string }[], modules?: { identifier?: string }[] }} StatsChunk
 */

/**
 * @param {StatsChunk[]} chunks
 * @param {(string | number)[]} entryChunkIds
 * @param {string[]} requests the `import()` requests loaded with the entry ('./bootstrap'…)
 * @returns {string[]} the JS files, sorted
 */
export function firstLoadFiles(chunks, entryChunkIds, requests) {
  /** The chunks each provided share key's module loads, by key. */
  const providerChunks = new Map();
  for (const chunk of chunks)
    for (const origin of chunk.origins ?? []) {
      const match = SHARED_MODULE.exec(origin.moduleIdentifier ?? '');
      if (match?.[1] !== 'provide') continue;
      providerChunks.set(match[2], [...(providerChunks.get(match[2]) ?? []), chunk]);
    }

  const loaded = new Set(entryChunkIds.map(String));
  const queue = chunks.filter(
    (chunk) =>
      loaded.has(String(chunk.id)) ||
      (chunk.origins ?? []).some((origin) => requests.includes(origin.request ?? '')),
  );
  for (const chunk of queue) loaded.add(String(chunk.id));
  while (queue.length > 0) {
    const chunk = /** @type {StatsChunk} */ (queue.pop());
    for (const module of chunk.modules ?? []) {
      const match = SHARED_MODULE.exec(module.identifier ?? '');
      if (match?.[1] !== 'consume') continue;
      for (const provided of providerChunks.get(match[2]) ?? []) {
        if (loaded.has(String(provided.id))) continue;
        loaded.add(String(provided.id));
        queue.push(provided);
      }
    }
  }
  return chunks
    .filter((chunk) => loaded.has(String(chunk.id)))
    .flatMap((chunk) => chunk.files ?? [])
    .filter((file) => file.endsWith('.js'))
    .sort();
}

export class FirstLoadPlugin {
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
          const signInForm = firstLoadFiles(chunks, entryChunks, [
            './bootstrap',
            '../auth/loadAuthCard',
          ]);
          if (signInForm.length === hydration.length)
            throw new Error(
              "FirstLoadPlugin: no chunk for lazyScreens' import('../auth/loadAuthCard')",
            );
          const json = JSON.stringify({ hydration, signInForm }, null, 2) + '\n';
          compilation.emitAsset(FILE, new compiler.rspack.sources.RawSource(json));
        },
      );
    });
  }
}
