// Another commit of the project, built, for "as found" beside "now" in one benchmark run: a
// detached git worktree in the system's temporary folder, kept between runs (building it takes
// a minute) and found again by its commit.
//
// Its node_modules is a folder of links to this checkout's packages, except the workspace
// packages (@reunion/*), which link to the worktree's own folders. Linking the whole
// node_modules folder instead would make the old code import today's contracts and web-kit:
// npm's workspace links are relative, and Node follows them from where they really are.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, repoRoot, run } from './site.mjs';

const git = (args, cwd = repoRoot) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The full hash of `revision` in this repository (throws when unknown). */
export const resolveCommit = (revision) => git(['rev-parse', '--verify', `${revision}^{commit}`]);

/** This checkout's commit, with "+changes" when its tracked files differ from it. */
export function currentCommit() {
  const head = git(['rev-parse', '--short', 'HEAD']);
  return git(['status', '--porcelain', '--untracked-files=no']) ? `${head}+changes` : head;
}

function linkNodeModules(root) {
  const source = path.join(repoRoot, 'node_modules');
  const target = path.join(root, 'node_modules');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target);
  for (const entry of fs.readdirSync(source)) {
    if (entry === '@reunion') continue;
    fs.symlinkSync(path.join(source, entry), path.join(target, entry));
  }
  fs.mkdirSync(path.join(target, '@reunion'));
  for (const workspace of fs.readdirSync(path.join(source, '@reunion'))) {
    if (!fs.existsSync(path.join(root, workspace, 'package.json'))) continue;
    fs.symlinkSync(path.join(root, workspace), path.join(target, '@reunion', workspace));
    // A workspace's own node_modules: the versions npm could not hoist (the backend's cookie).
    const own = path.join(repoRoot, workspace, 'node_modules');
    const ownTarget = path.join(root, workspace, 'node_modules');
    if (fs.existsSync(own) && !fs.existsSync(ownTarget)) fs.symlinkSync(own, ownTarget);
  }
}

/**
 * The root of a built worktree of `revision`. Built once (marker file `.bench-built`); the
 * build is the commit's own `tooling/scripts/build-all.mjs`.
 */
export async function builtWorktree(revision) {
  const commit = resolveCommit(revision);
  const root = path.join(os.tmpdir(), `reunion-bench-${commit.slice(0, 12)}`);
  const marker = path.join(root, '.bench-built');
  if (fs.existsSync(marker)) return { root, commit };
  if (fs.existsSync(root)) {
    git(['worktree', 'remove', '--force', root]);
  }
  git(['worktree', 'prune']);
  log(`checking out ${commit.slice(0, 12)} in ${root}`);
  git(['worktree', 'add', '--detach', root, commit]);
  linkNodeModules(root);
  log(`building ${commit.slice(0, 12)}…`);
  await run(['tooling/scripts/build-all.mjs'], process.env, 900_000, root);
  fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
  return { root, commit };
}
