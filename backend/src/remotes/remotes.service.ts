import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { remoteNames, type RemoteRegistry } from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** Where this server serves a remote's build (see static/serve-static.ts). */
export const remoteManifestPath = (name: string) => `/remotes/${name}/mf-manifest.json`;

/**
 * The registry the shell loads its sections from. Each built remote is served here by default;
 * REMOTES repoints any of them (a new version, a rollback) without rebuilding the shell.
 * Checked on every call, so a remote built after start appears without a restart.
 */
@Injectable()
export class RemotesService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  registry(): RemoteRegistry {
    const registry: RemoteRegistry = {};
    for (const name of remoteNames) {
      const override = this.config.remotesOverride[name];
      if (override) registry[name] = override;
      else if (fs.existsSync(path.join(this.config.staticRoot, name, 'dist', 'mf-manifest.json'))) {
        registry[name] = remoteManifestPath(name);
      }
    }
    return registry;
  }
}
