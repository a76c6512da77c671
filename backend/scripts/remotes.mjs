// `npm run remotes -- list|publish|activate|rollback`: builds contracts and the backend if
// their sources changed (as `npm start` does), then runs the compiled CLI (src/remotes/cli/)
// with the same environment, so it works on the registry `npm start` serves from.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildParts, isStale } from '../../tooling/scripts/build-parts.mjs';
import { parts, repoRoot } from '../../tooling/scripts/parts.mjs';

const stale = parts.filter((part) => ['contracts', 'backend'].includes(part.name) && isStale(part));
if (stale.length > 0) {
  console.log(`building ${stale.map((part) => part.name).join(', ')}…`);
  await buildParts(stale);
}

const child = spawn(
  process.execPath,
  [path.join(repoRoot, 'backend/dist/remotes/cli/remotes-cli.js'), ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
