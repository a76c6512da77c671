import fs from 'node:fs';
import path from 'node:path';

export interface PostmasterLock {
  pid: number;
  port: number | undefined;
}

/** postmaster.pid: line 1 the pid, line 4 the port (PostgreSQL's documented lock-file layout). */
export function readPostmasterLock(pgDir: string): PostmasterLock | undefined {
  let text: string;
  try {
    text = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, port: Number.isInteger(port) && port > 0 ? port : undefined };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone we may not signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` is a postgres process (on systems without /proc, assume it is). */
function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT' || !fs.existsSync('/proc/self');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

/**
 * Clears what a killed run leaves behind: when node was SIGKILLed its postgres keeps running
 * (and holds the data folder and the port); when postgres itself was killed a stale lock file
 * remains. A running leftover is shut down (fast mode, then harder), so that this run owns a
 * postgres it started itself and can stop it cleanly.
 */
export async function clearLeftoverPostgres(
  pgDir: string,
  log: (message: string) => void,
): Promise<void> {
  const lock = readPostmasterLock(pgDir);
  if (!lock) return;
  // A dead pid: PostgreSQL recognises its own stale lock (and checks for orphaned shared
  // memory), so the file stays.
  if (!isAlive(lock.pid)) return;
  if (!isPostgres(lock.pid)) {
    // The pid was reused by an unrelated process, which PostgreSQL would take for a running
    // server and refuse to start.
    fs.rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
    return;
  }
  log(`stopping the PostgreSQL left running by an earlier run (pid ${lock.pid})`);
  for (const [signal, waitMs] of [
    ['SIGINT', 20_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(lock.pid, signal);
    } catch {
      // Gone in the meantime.
    }
    if (await waitForExit(lock.pid, waitMs)) break;
  }
  if (isAlive(lock.pid))
    throw new Error(`The PostgreSQL left running (pid ${lock.pid}) in ${pgDir} would not stop.`);
}
