// `node tooling/scripts/check-production-layout.mjs` (CI runs it; root only): the backend image
// the Dockerfile describes, proven without a Docker engine. It reads the layout from the
// Dockerfile itself (production-layout/read-dockerfile.mjs), then, in a fresh temporary folder:
// the package files and `npm ci` with the image's production flags, the built output (from this
// checkout's `npm run build`), DATA_DIR made for the run-time user and nothing else writable by
// it, and the image's command started AS that user (a system user `reunion-ci` stands for the
// image's `node`) against a real PostgreSQL (the dev install's embedded one). It then checks
// /health/ready, a sign-up, an album upload (storage written) and server-rendered pages. A
// dev-only dependency needed at run time, an output the image lacks or an unwritable path fails.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { readLayout, uncopiedWorkspaces } from './production-layout/read-dockerfile.mjs';
import { checkRunningSite } from './production-layout/site-checks.mjs';
import { repoRoot } from './parts.mjs';

const RUN_AS = 'reunion-ci';
const READY_TIMEOUT_MS = 60_000;
const log = (message) => console.log(`[production-layout] ${message}`);

if (process.getuid?.() !== 0) {
  console.error(
    '[production-layout] needs root: it installs as Docker does and runs as another user',
  );
  process.exit(1);
}

const freePort = () => getPort({ host: '127.0.0.1', reserve: true });

const layout = readLayout(path.join(repoRoot, 'Dockerfile'));
// Every workspace's package.json must be in the image, or `npm ci` there refuses the lock.
const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
for (const workspace of uncopiedWorkspaces(layout, rootPackage.workspaces))
  throw new Error(`the Dockerfile does not copy ${workspace}/package.json`);

try {
  execFileSync('id', ['-u', RUN_AS], { stdio: 'ignore' });
} catch {
  log(`creating the system user ${RUN_AS}`);
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', RUN_AS]);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-production-layout-'));
fs.chmodSync(scratch, 0o755);
const app = path.join(scratch, 'app');
const binDir = path.join(scratch, 'bin');
const pgDir = path.join(scratch, 'pg');
let server;
let database;
let failed = false;
try {
  // As the image: root's files, readable by all; the Node binary where the user can run it
  // (this one may sit in root's home).
  fs.mkdirSync(binDir);
  fs.copyFileSync(process.execPath, path.join(binDir, 'node'));
  fs.chmodSync(path.join(binDir, 'node'), 0o755);
  for (const file of layout.packageFiles) {
    fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(app, file));
  }
  log(`npm ci ${layout.installArgs.join(' ')}`);
  execFileSync('npm', ['ci', ...layout.installArgs, '--loglevel=error'], {
    cwd: app,
    stdio: 'inherit',
  });
  for (const { from, to } of layout.builtOutput) {
    const source = path.join(repoRoot, from);
    if (!fs.existsSync(source)) throw new Error(`${from} is not built: run npm run build first`);
    fs.cpSync(source, path.join(app, to), { recursive: true });
  }
  execFileSync('chmod', ['-R', 'go-w,a+rX', scratch]);
  for (const folder of layout.ownedByUser) {
    fs.mkdirSync(path.join(app, folder), { recursive: true });
    execFileSync('chown', [`${RUN_AS}:${RUN_AS}`, path.join(app, folder)]);
  }

  fs.mkdirSync(pgDir, { mode: 0o755 });
  const { startEmbeddedPostgres } = await import(
    path.join(repoRoot, 'backend/dist/database/embedded-postgres.js')
  );
  database = await startEmbeddedPostgres({
    dataDir: pgDir,
    port: await freePort(),
    database: 'reunion',
  });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const classPassword = 'production layout class password';
  const [command, ...args] = layout.command;
  if (command !== 'node') throw new Error(`the image's CMD starts ${command}, not node`);
  log(`starting ${layout.command.join(' ')} as ${RUN_AS} in ${app}`);
  let output = '';
  // setpriv: the user's uid, gid and no supplementary groups, as USER does in the image.
  server = spawn(
    'setpriv',
    ['--reuid', RUN_AS, '--regid', RUN_AS, '--clear-groups', path.join(binDir, 'node'), ...args],
    {
      cwd: app,
      env: {
        PATH: `${binDir}:/usr/local/bin:/usr/bin:/bin`,
        HOME: app,
        ...layout.env,
        // Loopback only on this machine; the image listens on all addresses (HOST in its ENV).
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: database.url,
        SESSION_SECRET: 'production-layout-check-session-secret',
        CLASS_PASSWORD: classPassword,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}):\n${output}`);
    const ready = await fetch(`${url}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`not ready within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log('GET /health/ready: 200');
  try {
    await checkRunningSite(url, classPassword, log);
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : error}\nserver output:\n${output}`,
      { cause: error },
    );
  }
  log('passed');
} catch (error) {
  failed = true;
  console.error(`[production-layout] FAILED: ${error instanceof Error ? error.message : error}`);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  await database?.stop().catch(() => undefined);
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
