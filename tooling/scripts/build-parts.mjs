// Builds parts of the site: the TypeScript packages in order, then the front ends two at a
// time (this machine and CI have two cores). A stamp file in each dist records a successful
// build, so `npm start` can skip parts whose sources have not changed since.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './parts.mjs';

const STAMP = '.build-stamp';
const bin = (tool) => path.join(repoRoot, 'node_modules', '.bin', tool);

function newestMtime(root, entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full))
    newest = Math.max(newest, newestMtime(root, path.join(entry, child)));
  return newest;
}

/**
 * True when the part has no successful build newer than its sources, its paths read under
 * `root` (the repository; tests pass another folder).
 * @param {string} root
 * @param {{ name: string, sources: string[] }} part
 */
export function isStaleIn(root, part) {
  const stamp = path.join(root, part.name, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return true;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return part.sources.some((source) => newestMtime(root, source) > builtAt);
}

/**
 * isStaleIn the repository. One parameter only: callers pass it to Array#filter, which would
 * hand a second one the index.
 * @param {{ name: string, sources: string[] }} part
 */
export function isStale(part) {
  return isStaleIn(repoRoot, part);
}

/**
 * Builds one part. With `outDir` (an rspack part only) the build goes there and the part's own
 * dist/ is left as it was, stamp included (tooling/rspack/output-dir.mjs).
 */
function run(part, outDir) {
  const cwd = path.join(repoRoot, part.name);
  const args = part.tool === 'tsc' ? ['-p', 'tsconfig.build.json'] : ['build'];
  const started = Date.now();
  const env = outDir ? { ...process.env, BUILD_OUT_DIR: outDir } : process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(bin(part.tool), args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`${part.name}: ${part.tool} failed (exit ${code})\n${output}`));
        return;
      }
      if (!outDir) fs.writeFileSync(path.join(cwd, 'dist', STAMP), new Date().toISOString());
      console.log(
        `built ${part.name}${outDir ? ` into ${outDir}` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve();
    });
  });
}

/**
 * Runs `build` over the parts: tsc parts one after another (each needs the one before), then
 * rspack parts two at a time, in the order given. The first failure rejects.
 * @template {{ tool: string }} P
 * @param {P[]} selected
 * @param {(part: P) => Promise<void>} build
 */
export async function inBuildOrder(selected, build) {
  for (const part of selected.filter((p) => p.tool === 'tsc')) await build(part);
  const queue = selected.filter((p) => p.tool === 'rspack');
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) await build(part);
  };
  await Promise.all([worker(), worker()]);
}

/** Builds the given parts (inBuildOrder). */
export function buildParts(selected) {
  return inBuildOrder(selected, (part) => run(part));
}

/** Builds one section into `outDir` (absolute), leaving its dist/ untouched: what a release is. */
export async function buildPartInto(part, outDir) {
  if (part.tool !== 'rspack') throw new Error(`${part.name} cannot be built into another folder`);
  await run(part, outDir);
}
