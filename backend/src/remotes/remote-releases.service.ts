import fs from 'node:fs';
import path from 'node:path';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  API_VERSION,
  compatibilityProblems,
  releaseManifestSchema,
  remoteNames,
  type AdminRemotesResponse,
  type RemoteName,
  type RemoteSection,
} from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { RemoteReleaseEntity } from './remote-release.entity.js';
import { RemoteReleasesRepository } from './remote-releases.repository.js';
import { releaseManifestPath, RemotesService } from './remotes.service.js';
import { ShellRelease } from './shell-release.js';

export const RELEASE_FILE = 'release.json';

/**
 * Publishing, activating and rolling back section releases: one service behind the admin API
 * and the `npm run remotes` command line, so both refuse the same things.
 */
@Injectable()
export class RemoteReleasesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: RemoteReleasesRepository,
    private readonly registry: RemotesService,
    private readonly shell: ShellRelease,
  ) {}

  async list(): Promise<AdminRemotesResponse> {
    const [releases, active, serving] = await Promise.all([
      this.repository.releases(),
      this.repository.active(),
      this.registry.registry(),
    ]);
    const sections = remoteNames.map((name): RemoteSection => {
      const current = active.find((row) => row.name === name);
      return {
        name,
        activeVersion: current?.version ?? null,
        activatedAt: current?.activatedAt.toISOString() ?? null,
        activatedBy: current?.activatedBy ?? null,
        serving: serving[name] ?? null,
        releases: releases
          .filter((row) => row.name === name)
          .map((row) => ({
            version: row.version,
            manifestUrl: row.manifestUrl,
            builtAgainst: row.builtAgainst,
            publishedAt: row.publishedAt.toISOString(),
          })),
      };
    });
    return { sections };
  }

  /**
   * Registers a release already copied to RELEASES_DIR/<name>/<version>/ (by `npm run
   * release`). False when it was registered before: releases are immutable, so that is fine.
   */
  async publish(name: RemoteName, version: string): Promise<boolean> {
    const folder = path.join(this.config.releasesDir, name, version);
    const manifestFile = path.join(folder, RELEASE_FILE);
    if (!fs.existsSync(path.join(folder, 'mf-manifest.json')) || !fs.existsSync(manifestFile))
      throw new NotFoundException(`No release ${name} ${version} in ${this.config.releasesDir}.`);
    const manifest = releaseManifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
    if (manifest.name !== name || manifest.version !== version)
      throw new ConflictException(
        `${manifestFile} describes ${manifest.name} ${manifest.version}, not ${name} ${version}.`,
      );
    return this.repository.insertRelease({
      name,
      version,
      manifestUrl: releaseManifestPath(name, version),
      builtAgainst: { apiVersion: manifest.apiVersion, shared: manifest.shared },
    });
  }

  /** Points the section at a published version; 409 (and nothing changed) when incompatible. */
  async activate(name: RemoteName, version: string, by: string): Promise<void> {
    await this.compatibleRelease(name, version);
    await this.repository.setActive(name, version, by);
  }

  /**
   * Back to the release published before the active one, or to the built default when there
   * is none. Returns the version now active (null: the default).
   */
  async rollback(name: RemoteName, by: string): Promise<string | null> {
    const current = (await this.repository.active()).find((row) => row.name === name);
    if (!current) throw new ConflictException(`${name} has no active release to roll back.`);
    const releases = (await this.repository.releases()).filter((row) => row.name === name);
    const previous = releases[releases.findIndex((row) => row.version === current.version) + 1];
    if (!previous) {
      await this.repository.clearActive(name);
      return null;
    }
    this.assertCompatible(previous);
    await this.repository.setActive(name, previous.version, by);
    return previous.version;
  }

  /** The published release `name` `version`, if this site can run it; 404 or 409 if not. */
  async compatibleRelease(name: RemoteName, version: string): Promise<RemoteReleaseEntity> {
    const release = await this.repository.release(name, version);
    if (!release) throw new NotFoundException(`${name} ${version} has not been published.`);
    this.assertCompatible(release);
    return release;
  }

  private assertCompatible(release: RemoteReleaseEntity): void {
    const shell = this.shell.shared();
    if (!shell)
      throw new ConflictException(
        'The shell build declares no shared versions (shell/dist/shell-release.json): rebuild the shell first.',
      );
    const problems = compatibilityProblems(release.builtAgainst, shell, API_VERSION);
    if (problems.length > 0)
      throw new ConflictException(
        `${release.name} ${release.version} is incompatible with this site: ${problems.join('; ')}.`,
      );
  }
}
