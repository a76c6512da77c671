import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { runningEmbeddedPostgresUrl } from '../database/running-postgres-url.js';

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
  const running = runningEmbeddedPostgresUrl(settings.dataDir);
  if (running !== undefined) {
    log('joining the running embedded PostgreSQL');
    return { url: running, close: async () => undefined };
  }
  const started = await startEmbeddedPostgres({
    dataDir: settings.dataDir,
    port: settings.embeddedPgPort,
    log,
  });
  return { url: started.url, close: () => started.stop() };
}
