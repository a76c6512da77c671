// What the benchmarks share: starting the built site on loopback with a throw-away DATA_DIR (its
// own embedded PostgreSQL), seeding it, signing up, and describing the machine. Every child is
// bounded in time and stopped by the caller (`stop()`), also when the benchmark fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import getPort from 'get-port';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLASS_PASSWORD = 'bench class password';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Headless, and without the background networking this machine's closed network refuses. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The tail of a server's output given in an error message. */
const OUTPUT_KEPT = 64 * 1024;

/** The last OUTPUT_KEPT bytes of a file, as text; '' if it is gone. */
function tailOf(file) {
  try {
    const size = fs.statSync(file).size;
    const start = Math.max(0, size - OUTPUT_KEPT);
    const buffer = Buffer.alloc(size - start);
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, buffer, 0, buffer.length, start);
    } finally {
      fs.closeSync(fd);
    }
    return buffer.toString('utf8');
  } catch {
    return '';
  }
}

export const log = (message) => console.log(`[bench] ${message}`);

/** Writes bench/results-<name>.json (not committed) and returns its path. */
export function writeResults(name, results) {
  const file = path.join(repoRoot, 'bench', `results-${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
export const round = (value, digits = 1) => Number(value.toFixed(digits));

/** Stops with a clear message when the site is not built: the benchmarks measure the build. */
export function requireBuilt(files) {
  const missing = files.filter((file) => !fs.existsSync(path.join(repoRoot, file)));
  if (missing.length > 0) {
    console.error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** A loopback port nothing listens on, never one this process handed out before. */
export function freePort() {
  return getPort({ host: '127.0.0.1', reserve: true });
}

export function loadAverage() {
  return os.loadavg().map((value) => round(value, 2));
}

export function machine() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverageAtStart: loadAverage(),
  };
}

/** Runs a node script to its end; rejects on a non-zero exit or after `timeoutMs`. */
export function run(args, env, timeoutMs, cwd = repoRoot) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`));
    });
  });
}

/**
 * Starts a long-running node script and waits until `readyUrl` answers 2xx (at most 60 s).
 * `stop()` sends SIGTERM, then SIGKILL after 15 s.
 * Its output goes to a file, not a pipe to this process: the site logs a line per request, and
 * reading tens of thousands of them here, in the process that also generates the load, made the
 * servers that log look slower than those that do not. Only the file's tail is ever read (for
 * an error message).
 */
export async function startServer(args, env, readyUrl, cwd = repoRoot) {
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-bench-output-'));
  const outputFile = path.join(outputDir, 'output.log');
  const outputFd = fs.openSync(outputFile, 'a');
  let child;
  try {
    child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', outputFd, outputFd] });
  } finally {
    fs.closeSync(outputFd);
  }
  const output = () => tailOf(outputFile);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(outputDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      const text = output();
      await stop();
      throw new Error(`${args[0]} exited (${child.exitCode}):\n${text}`);
    }
    try {
      if ((await fetch(readyUrl)).ok) return { stop, output, pid: child.pid };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const text = output();
      await stop();
      throw new Error(`${args[0]} not ready within 60 s:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The node flags and environment a checkout's backend ships with (backend/scripts/node-flags.mjs),
 * so the site is measured as it runs; none for a commit from before they were declared.
 */
async function shipped(root) {
  const file = path.join(root, 'backend/scripts/node-flags.mjs');
  if (!fs.existsSync(file)) return { flags: [], env: {} };
  const { BACKEND_NODE_FLAGS, BACKEND_ENV = {} } = await import(pathToFileURL(file).href);
  return { flags: BACKEND_NODE_FLAGS, env: BACKEND_ENV };
}

/**
 * A throw-away site: its DATA_DIR (removed by `stop()`), a free port on 127.0.0.1, production
 * mode, and the embedded PostgreSQL's URL once started (for a baseline reading the same data).
 * `extraEnv` adds to the site's environment, `nodeArgs` to the flags it ships with (e.g.
 * `--cpu-prof`; a later flag wins);
 * `root` is the checkout whose build runs (another commit's worktree: bench/lib/worktree.mjs).
 */
export async function startSite({ extraEnv = {}, nodeArgs = [], root = repoRoot } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-bench-'));
  // The embedded PostgreSQL runs as `postgres` when we are root and must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const pgPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { flags, env: shippedEnv } = await shipped(root);
  const env = {
    ...shippedEnv,
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    CLASS_PASSWORD,
    SESSION_SECRET: 'bench-session-secret-bench-session-secret',
    // A bench signs its one account in once a run, more often than a member would.
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
    ...extraEnv,
  };
  log(`starting the site on ${url} (data in ${dataDir})`);
  const nodeFlags = [...flags, ...nodeArgs];
  let server;
  try {
    server = await startServer(
      [...nodeFlags, path.join(root, 'backend/dist/main.js')],
      env,
      `${url}/health/ready`,
      root,
    );
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  // Given a DATABASE_URL the site starts no PostgreSQL of its own.
  const embeddedUrl = () => {
    const { password } = JSON.parse(
      fs.readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8'),
    );
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/reunion`;
  };
  return {
    url,
    env,
    nodeFlags,
    root,
    pid: server.pid,
    databaseUrl: env.DATABASE_URL ?? embeddedUrl(),
    output: server.output,
    async stop() {
      try {
        await server.stop();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** `npm run seed`'s code against the site's database: `profiles` classmates with photos. */
export async function seed(site, profiles, seedNumber = 1) {
  const start = Date.now();
  await run(
    [
      path.join(site.root, 'backend/dist/seed/seed.js'),
      '--profiles',
      String(profiles),
      '--seed',
      String(seedNumber),
    ],
    site.env,
    300_000,
    site.root,
  );
  return round((Date.now() - start) / 1000);
}

/** Registers a new account and returns its cookies as `name=value` pairs (the session's). */
export async function signUp(url, email = 'bench@class2005.test') {
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-secret', classPassword: CLASS_PASSWORD }),
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((header) => header.split(';')[0]);
}
