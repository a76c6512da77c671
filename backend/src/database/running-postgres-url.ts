import fs from 'node:fs';
import path from 'node:path';
import { isAlive, readPostmasterLock } from './leftover-postgres.js';

/**
 * The address of the embedded PostgreSQL a running site keeps in `dataDir`, for another process
 * that joins it (the seed, `npm run remotes`, a second replica in the browser tests); undefined
 * when none is running there. 'reunion' is the database embedded-postgres.ts creates for the app.
 */
export function runningEmbeddedPostgresUrl(dataDir: string): string | undefined {
  const lock = readPostmasterLock(path.join(dataDir, 'pg'));
  if (lock?.port === undefined || !isAlive(lock.pid)) return undefined;
  const { password } = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8'),
  ) as { password: string };
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock.port}/reunion`;
}
