// `npm start`: builds whatever is not built (or changed since its last build), then runs the
// backend, which serves the shell, the sections and the API on one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildParts, isStale } from './build-parts.mjs';
import { parts, repoRoot } from './parts.mjs';

const stale = parts.filter(isStale);
if (stale.length > 0) {
  console.log(`building ${stale.map((part) => part.name).join(', ')}…`);
  try {
    await buildParts(stale);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const server = spawn(process.execPath, [path.join(repoRoot, 'backend/dist/main.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
});
// Pass Ctrl-C and stop signals on, and leave with the server's own exit code, so the backend
// can stop its embedded PostgreSQL cleanly before we go.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
