// What a front-end build is made against: the API version (contracts) and the installed
// version of each shared singleton. The shell's build writes it as shell-release.json; the
// release script writes it into each section release's release.json; the backend compares
// the two before activating a release (contracts/src/releases/compatibility.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const releasesSource = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../contracts/src/releases/release-manifest.schema.ts',
);

/** @returns {Promise<{ API_VERSION: string, sharedSingletonNames: readonly string[] }>} */
async function loadReleaseContract() {
  const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false });
  return jiti.import(releasesSource);
}

/**
 * The version of `pkg` that `dir` resolves to, found the way Node looks for packages (each
 * node_modules up the tree); read from package.json rather than require.resolve, because some
 * packages' `exports` hide their package.json.
 * @param {string} dir @param {string} pkg
 */
export function installedVersion(dir, pkg) {
  for (let current = dir; ; current = path.dirname(current)) {
    const file = path.join(current, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(current) === current) throw new Error(`${pkg} is not installed for ${dir}`);
  }
}

/**
 * @param {string} dir the workspace folder
 * @returns {Promise<{ apiVersion: string, shared: Record<string, string> }>}
 */
export async function builtAgainst(dir) {
  const { API_VERSION, sharedSingletonNames } = await loadReleaseContract();
  /** @type {Record<string, string>} */
  const shared = {};
  for (const name of sharedSingletonNames) shared[name] = installedVersion(dir, name);
  return { apiVersion: API_VERSION, shared };
}

/** Emits shell-release.json into the shell's build (read by the backend's ShellRelease). */
export class ShellReleasePlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const name = 'ShellReleasePlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const info = { ...(await builtAgainst(this.dir)), builtAt: new Date().toISOString() };
          const json = `${JSON.stringify(info, null, 2)}\n`;
          compilation.emitAsset('shell-release.json', new compiler.rspack.sources.RawSource(json));
        },
      );
    });
  }
}
