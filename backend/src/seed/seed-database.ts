import fs from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { isAlive, readPostmasterLock } from '../database/leftover-postgres.js';

export interface SeedDatabase {
  url: string;
  /** Stops the embedded PostgreSQL if the seed started it; leaves anyone else's running. */
  close(): Promise<void>;
}

interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number | undefined;
}

/**
 * The database `npm start` uses: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR. When
 * the site is running, its PostgreSQL is joined (starting another on the same folder would shut
 * the running one down as a leftover); otherwise it is started for the seed and stopped after.
 */
export async function openSeedDatabase(
  settings: DatabaseSettings,
  log: (message: string) => void,
): Promise<SeedDatabase> {
  if (settings.databaseUrl) return { url: settings.databaseUrl, close: async () => undefined };
  const lock = readPostmasterLock(path.join(settings.dataDir, 'pg'));
  if (lock?.port !== undefined && isAlive(lock.pid)) {
    const credentials = JSON.parse(
      fs.readFileSync(path.join(settings.dataDir, 'pg-credentials.json'), 'utf8'),
    ) as { password: string };
    log(`joining the running embedded PostgreSQL on port ${lock.port}`);
    const password = encodeURIComponent(credentials.password);
    // 'reunion' is the database embedded-postgres.ts creates for the app.
    return {
      url: `postgresql://postgres:${password}@127.0.0.1:${lock.port}/reunion`,
      close: async () => undefined,
    };
  }
  const started = await startEmbeddedPostgres({
    dataDir: settings.dataDir,
    port: settings.embeddedPgPort,
    log,
  });
  return { url: started.url, close: () => started.stop() };
}
