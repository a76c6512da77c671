// Writes dist/first-load.json for the shell: the JS Chromium loads before the first paint.
// That is the entry (index.html's one script) plus every chunk the entry chunk pulls in before
// running the async boundary (index.ts → import('./bootstrap')): the bootstrap chunks and the
// shared singletons' chunks it consumes. Checked once against what Chromium actually fetched
// before first-contentful-paint on /auth (bench/RESULTS.md); `npm run size` reads this file so
// the budget follows the chunk graph instead of a list of hashed names.

const FILE = 'first-load.json';

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
            chunkRelations: true,
            entrypoints: true,
            ids: true,
          });
          const chunks = stats.chunks ?? [];
          const entryIds = new Set((stats.entrypoints?.main?.chunks ?? []).map((id) => String(id)));
          const wanted = new Set(entryIds);
          for (const chunk of chunks) {
            if (entryIds.has(String(chunk.id)))
              for (const child of chunk.children ?? []) wanted.add(String(child));
          }
          const files = chunks
            .filter((chunk) => wanted.has(String(chunk.id)))
            .flatMap((chunk) => chunk.files ?? [])
            .filter((file) => file.endsWith('.js'))
            .sort();
          const json = JSON.stringify({ entry: 'main', files }, null, 2) + '\n';
          compilation.emitAsset(FILE, new compiler.rspack.sources.RawSource(json));
        },
      );
    });
  }
}
