// Installs the benchmarks' own dependencies (Lighthouse, Playwright, autocannon…) from
// bench/package-lock.json when they are missing or older than the lock. They are kept out of the
// root workspaces so that a user's `npm install` does not download them; every root
// `npm run bench:*` runs this first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const lock = path.join(benchDir, 'package-lock.json');
// npm writes this copy of the lock on every install: newer than the lock means up to date.
const installed = path.join(benchDir, 'node_modules', '.package-lock.json');

const upToDate =
  fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs;
if (!upToDate) {
  console.log('[bench] installing the benchmarks’ dependencies (npm ci --prefix bench)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status } = spawnSync(npm, ['ci', '--prefix', benchDir, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
