// A chunk asked for again after it failed is asked for at an address of its own, so that the
// browser sends a new request rather than wait on the one that stalled (docs/pages.md, "Sections
// that fail to load"). Every runtime of the web builds (the shell's, each section's) has it.

/**
 * Run in the browser by a runtime as it starts, stringified into a runtime module: it may use
 * nothing from this file. `require` is the runtime's `__webpack_require__`, `entrySrc` the
 * address of the script that started it.
 *
 * The runtime giving up on a stalled chunk (its `chunkLoadTimeout`) does not end the request:
 * the browser hands a new <script> for the same address that request, which may never answer
 * (measured in Chromium: the tap on the phone's menu after its drawer's code had timed out waited
 * on the stalled request again, and so did a section's Try again). So once a chunk has failed,
 * its address carries the count of its failures; and every chunk of a section's retried entry
 * (the shell gives a retry's entry script `?retry=N`: shell/src/remotes/retryEntryPlugin.ts)
 * carries that retry, since the chunks that stalled belong to the runtime it replaces. The
 * query's name is the shell's RETRY_PARAM: `?retry=<the entry's retry>-<the chunk's failures>`.
 *
 * @param {{ u?: (id: string | number) => string, k?: (id: string | number) => string, e: (id: string | number) => Promise<unknown> }} require
 * @param {string | undefined} entrySrc
 */
export function installChunkRetryUrls(require, entrySrc) {
  var entryRetry = '0';
  try {
    entryRetry = (entrySrc && new URL(entrySrc).searchParams.get('retry')) || '0';
  } catch {
    // Not an address: the entry is a first load.
  }
  /** @type {Record<string, number>} */
  var failures = {};
  /** @param {(id: string | number) => string} fileOf */
  var withRetry = function (fileOf) {
    return function (/** @type {string | number} */ id) {
      var file = fileOf(id);
      var failed = failures[id] || 0;
      if (entryRetry === '0' && failed === 0) return file;
      return file + (file.indexOf('?') < 0 ? '?' : '&') + 'retry=' + entryRetry + '-' + failed;
    };
  };
  // Scripts, and styles where the runtime loads any.
  if (typeof require.u === 'function') require.u = withRetry(require.u);
  if (typeof require.k === 'function') require.k = withRetry(require.k);
  var ensure = require.e;
  require.e = function (/** @type {string | number} */ id) {
    return ensure(id).catch(function (/** @type {unknown} */ error) {
      failures[id] = (failures[id] || 0) + 1;
      throw error;
    });
  };
}

/** Gives every runtime of the build that loads chunks installChunkRetryUrls. */
export class ChunkRetryUrlsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule } = compiler.rspack;
    const name = 'ChunkRetryUrlsPlugin';
    class ChunkRetryUrlsRuntimeModule extends RuntimeModule {
      constructor() {
        // Last of the runtime: it wraps the functions the others define.
        super('chunk_retry_urls', RuntimeModule.STAGE_TRIGGER);
      }

      generate() {
        const install = installChunkRetryUrls.toString();
        return `if (typeof document !== 'undefined') (${install})(${RuntimeGlobals.require}, document.currentScript && document.currentScript.src);`;
      }
    }
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.ensureChunkHandlers)
        .tap(name, (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkRetryUrlsRuntimeModule());
        });
    });
  }
}
