// `npm start`: builds whatever is not built (or changed since its last build), then runs the
// backend, which serves the shell, the sections and the API on one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BACKEND_ENV, BACKEND_NODE_FLAGS } from '../../backend/scripts/node-flags.mjs';
import { buildParts, isStale } from './build-parts.mjs';
import { parts, repoRoot } from './parts.mjs';
import { signalRelay } from './signal-relay.mjs';

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

// In a process group of its own (`detached`), so that a signal meant for the whole command (a
// terminal's Ctrl-C, a supervisor's kill of the group) reaches the backend once, from here, and
// does not reach the embedded PostgreSQL it starts at all: PostgreSQL would stop taking
// connections while the backend still drains its requests. The backend stops PostgreSQL itself,
// after them. The IPC channel tells the backend when this launcher is gone (even by SIGKILL), so
// that it does not outlive it.
const server = spawn(
  process.execPath,
  [...BACKEND_NODE_FLAGS, path.join(repoRoot, 'backend/dist/main.js')],
  {
    cwd: repoRoot,
    env: { ...BACKEND_ENV, ...process.env },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  },
);
// Pass Ctrl-C and stop signals on once each (an operator's second one too, later), and leave
// with the server's own exit code, so the backend can stop its embedded PostgreSQL cleanly
// before we go.
const passOn = signalRelay((signal) => server.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => passOn(signal));
// npm, given a SIGTERM alone (a supervisor that signals only the process it started), exits at
// once and its shell with it, passing nothing on: this launcher is then re-parented. Under npm
// (only: started directly, with nohup say, outliving the parent is intended), that is taken as
// the stop it was meant to be, so the backend drains and exits rather than serving on alone.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const orphaned = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphaned);
    passOn('SIGTERM');
  }, 250);
  orphaned.unref();
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
