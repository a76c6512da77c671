// `npm run release -- mf-photos [--version 1.4.0] [--from <folder>] [--activate]`
//
// Builds the section into (or, with --from, copies a build already made to) the immutable
// folder RELEASES_DIR/<name>/<version>/ (default DATA_DIR/releases, DATA_DIR
// default .data), writes release.json (the API and shared-singleton versions it was built
// against) beside its mf-manifest.json, and registers it in the database through
// `npm run remotes -- publish`. --activate then switches the site to it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { builtAgainst } from '../rspack/built-against.mjs';
import { buildPartInto } from './build-parts.mjs';
import { parts, remotes, repoRoot } from './parts.mjs';
import { checkReleaseVersion, parseReleaseArgs, releaseFolders } from './release-plan.mjs';

function fail(message) {
  console.error(`[release] ${message}`);
  process.exit(1);
}

/** @type {ReturnType<typeof parseReleaseArgs>} */
let options;
/** @type {string} */
let version;
try {
  options = parseReleaseArgs(process.argv.slice(2), remotes);
  version =
    options.version ??
    JSON.parse(fs.readFileSync(path.join(repoRoot, options.name, 'package.json'), 'utf8')).version;
  checkReleaseVersion(version);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { name } = options;
const sectionDir = path.join(repoRoot, name);
const { target, staging } = releaseFolders({
  repoRoot,
  env: process.env,
  name,
  version,
  pid: process.pid,
});
// Immutable: browsers keep a release's files for a year, so a version must never change.
if (fs.existsSync(target))
  fail(`${name} ${version} already exists (${target}); pick a new version`);

// Built (or copied) beside the target and renamed into place, so a half-made release never
// shows. A release is built into that folder, never into the section's dist/: the default build
// must stay what it was, since `npm run remotes -- rollback` past the first release returns to it.
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.rmSync(staging, { recursive: true, force: true });
if (options.from) {
  const source = path.resolve(options.from);
  if (!fs.existsSync(path.join(source, 'mf-manifest.json')))
    fail(`${source} has no mf-manifest.json`);
  fs.cpSync(source, staging, {
    recursive: true,
    filter: (file) => path.basename(file) !== '.build-stamp',
  });
} else {
  console.log(`[release] building ${name}…`);
  try {
    await buildPartInto(
      parts.find((part) => part.name === name),
      staging,
    );
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    fail(error instanceof Error ? error.message : String(error));
  }
  if (!fs.existsSync(path.join(staging, 'mf-manifest.json')))
    fail(`the build of ${name} wrote no mf-manifest.json`);
}
const manifest = {
  name,
  version,
  ...(await builtAgainst(sectionDir)),
  builtAt: new Date().toISOString(),
};
fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
fs.renameSync(staging, target);
console.log(`[release] ${name} ${version} → ${target}`);

const remotesCli = (...args) =>
  spawnSync(process.execPath, [path.join(repoRoot, 'backend/scripts/remotes.mjs'), ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  }).status;
if (remotesCli('publish', name, version) !== 0)
  fail(`copied, but not registered: run npm run remotes -- publish ${name} ${version}`);
if (options.activate && remotesCli('activate', name, version) !== 0) process.exit(1);
