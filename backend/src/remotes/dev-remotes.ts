import fs from 'node:fs';
import path from 'node:path';
import { remoteRegistrySchema, type RemoteRegistry } from '@reunion/contracts';

/** Written by `npm run dev` (tooling/scripts/dev.mjs) while a section's dev server runs. */
export const DEV_REMOTES_FILE = 'dev-remotes.json';

/**
 * Sections a developer is serving from a local dev server, read from DATA_DIR on each call so
 * starting or stopping `npm run dev -w mf-x` needs no backend restart. Never in production:
 * a stray file must not repoint a live site at someone's laptop.
 */
export function readDevRemotes(config: { nodeEnv: string; dataDir: string }): RemoteRegistry {
  if (config.nodeEnv === 'production') return {};
  const file = path.join(config.dataDir, DEV_REMOTES_FILE);
  try {
    const parsed = remoteRegistrySchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Origins of the dev servers, for the CSP (the built shell loads their scripts). */
export function devRemoteOrigins(config: { nodeEnv: string; dataDir: string }): string[] {
  return Object.values(readDevRemotes(config))
    .filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}
