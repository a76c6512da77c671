import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { remoteNames, type RemoteRegistry } from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CanariesRepository, type CanaryRow } from './canary/canaries.repository.js';
import { canariesHolding } from './canary/canary-share.js';
import { readDevRemotes } from './dev-remotes.js';
import { RemoteReleasesRepository } from './remote-releases.repository.js';

/** Where this server serves a remote's build (see static/serve-static.ts). */
export const remoteManifestPath = (name: string) => `/remotes/${name}/mf-manifest.json`;

/** Where this server serves a published release (see static/serve-static.ts). */
export const releaseManifestPath = (name: string, version: string) =>
  `/remotes/${name}/${version}/mf-manifest.json`;

/**
 * The registry the shell loads its sections from, first match wins: REMOTES (the operator's
 * override), a local dev server (`npm run dev`, never in production), a running canary whose
 * share holds this visitor, the version activated in PostgreSQL (so every replica agrees), the
 * section's current build. Read on every call, so an activation, a canary's start or end, or a
 * new build reaches the next page load without a restart.
 */
@Injectable()
export class RemotesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly releases: RemoteReleasesRepository,
    private readonly canaries: CanariesRepository,
  ) {}

  /** What `visitor` (canary-visitor.ts; null: no one in particular) is handed. */
  async registry(visitor: string | null = null): Promise<RemoteRegistry> {
    const dev = readDevRemotes(this.config);
    const [activeRows, canaries] = await Promise.all([
      this.releases.active(),
      visitor === null
        ? new Map<string, CanaryRow>()
        : this.canaries.running().then((running) => canariesHolding(running, visitor)),
    ]);
    const active = new Map(activeRows.map((row) => [row.name, row]));
    const registry: RemoteRegistry = {};
    for (const name of remoteNames) {
      const url =
        this.config.remotesOverride[name] ??
        dev[name] ??
        canaries.get(name)?.manifestUrl ??
        active.get(name)?.manifestUrl ??
        this.builtDefault(name);
      if (url) registry[name] = url;
    }
    return registry;
  }

  private builtDefault(name: string): string | undefined {
    const manifest = path.join(this.config.staticRoot, name, 'dist', 'mf-manifest.json');
    return fs.existsSync(manifest) ? remoteManifestPath(name) : undefined;
  }
}
