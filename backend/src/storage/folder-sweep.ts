import type { Logger } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Untouched for this long, a temporary file is a crash's leftover: no request takes an hour. */
export const STALE_TEMP_MS = 60 * 60 * 1000;
/** How often a running process sweeps its temporary folders, so leftovers do not wait for a restart. */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Removes the entries of `folder` last changed before `before` (ms since the epoch) and returns
 * how many went. One that vanishes meanwhile (its request finished) is simply not counted.
 */
export async function removeChangedBefore(folder: string, before: number): Promise<number> {
  let removed = 0;
  for (const name of await fs.readdir(folder)) {
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < before) {
      await fs.rm(file, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * Runs `sweep` every SWEEP_EVERY_MS, logging a failure rather than throwing it. The timer keeps
 * no process alive that is otherwise done; clear it on shutdown.
 */
export function sweepPeriodically(
  folder: string,
  sweep: () => Promise<unknown>,
  logger: Logger,
): NodeJS.Timeout {
  const timer = setInterval(() => {
    sweep().catch((error: unknown) =>
      logger.warn(`sweeping ${folder}: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  return timer;
}
