import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './site';

/** Where a repo script finds the running site's data: its DATA_DIR and releases folder. */
export interface ScriptData {
  dataDir: string;
  releasesDir: string;
  /** The site's PostgreSQL when it is not the embedded one of `dataDir` (shared by replicas). */
  databaseUrl?: string;
}

/**
 * Runs a repo script (`tooling/scripts/release.mjs`, `backend/scripts/remotes.mjs`…) as its npm
 * command does, against a running site's database and releases folder; returns its output and
 * throws with it when the script fails.
 */
export function runRepoScript(
  script: string,
  args: string[],
  data: ScriptData,
  timeoutMs = 60_000,
): string {
  const result = spawnSync(process.execPath, [path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATA_DIR: data.dataDir,
      RELEASES_DIR: data.releasesDir,
      ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
    },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (result.status !== 0)
    throw new Error(
      `${script} ${args.join(' ')}: ${result.status}\n${result.stdout}${result.stderr}`,
    );
  return result.stdout;
}
