// What `npm run release` (release.mjs) decides before it touches anything: which section, which
// version, and the folders the release is made in and renamed to.
import path from 'node:path';
import { parseArgs } from 'node:util';

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/**
 * The command line, read. Throws with the usage line when it names no section, several, or one
 * that is not a section.
 * @param {string[]} args what follows `npm run release --`
 * @param {string[]} remotes the sections
 * @returns {{ name: string, version: string | undefined, from: string | undefined, activate: boolean }}
 */
export function parseReleaseArgs(args, remotes) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      from: { type: 'string' },
      activate: { type: 'boolean', default: false },
    },
  });
  const [name] = positionals;
  if (!name || positionals.length !== 1 || !remotes.includes(name))
    throw new Error(
      `usage: npm run release -- <${remotes.join('|')}> [--version x.y.z] [--from dist] [--activate]`,
    );
  return { name, version: values.version, from: values.from, activate: values.activate };
}

/** Throws unless `version` is one like 1.4.0 or 1.4.0-rc.1. */
export function checkReleaseVersion(version) {
  if (!VERSION.test(version)) throw new Error(`'${version}' is not a version like 1.4.0`);
}

/**
 * Where the release goes: RELEASES_DIR/<name>/<version> (RELEASES_DIR defaults to
 * DATA_DIR/releases, DATA_DIR to .data, both relative to the repository), and the staging
 * folder beside it that is renamed into place, so that a half-made release never shows.
 * @param {{ repoRoot: string, env: Record<string, string | undefined>, name: string, version: string, pid: number }} options
 */
export function releaseFolders({ repoRoot, env, name, version, pid }) {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || '.data');
  const releasesDir = path.resolve(repoRoot, env.RELEASES_DIR || path.join(dataDir, 'releases'));
  const target = path.join(releasesDir, name, version);
  return { target, staging: `${target}.partial-${pid}` };
}
