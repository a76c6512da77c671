import { ConflictException, Injectable } from '@nestjs/common';
import type {
  CanariesResponse,
  CanaryOutcome,
  RemoteName,
  StartCanaryRequest,
} from '@reunion/contracts';
import { DataSource } from 'typeorm';
import { RemoteReleasesRepository } from '../remote-releases.repository.js';
import { RemoteReleasesService } from '../remote-releases.service.js';
import { CanariesRepository, statusOf } from './canaries.repository.js';

/**
 * Canary releases (docs/sections.md, "Canary releases"): a published release offered to a share
 * of visitors while everyone else keeps the active version. Started, stopped and promoted by
 * the admin API and `npm run remotes`; judged on the shell's load reports (canary-reports.ts).
 */
@Injectable()
export class Canaries {
  constructor(
    private readonly canaries: CanariesRepository,
    private readonly releases: RemoteReleasesService,
    private readonly registry: RemoteReleasesRepository,
    private readonly dataSource: DataSource,
  ) {}

  async list(): Promise<CanariesResponse> {
    const running = await this.canaries.running();
    return {
      running: await Promise.all(
        running.map(async (row) => statusOf(row, await this.canaries.figures(row.id))),
      ),
      ended: await this.canaries.outcomes(),
    };
  }

  /** Offers a published, compatible release to `share` % of visitors; 409 if one runs already. */
  async start(name: RemoteName, request: StartCanaryRequest, by: string): Promise<void> {
    await this.releases.compatibleRelease(name, request.version);
    const active = (await this.registry.active()).find((row) => row.name === name);
    if (active?.version === request.version)
      throw new ConflictException(`${name} ${request.version} is already the active version.`);
    const started = await this.canaries.start({
      name,
      version: request.version,
      baseVersion: active?.version ?? null,
      share: request.share,
      autoPromote: request.autoPromote,
      startedBy: by,
    });
    if (!started)
      throw new ConflictException(
        `${name} already has a canary running: stop or promote it first.`,
      );
  }

  /** Every visitor back on the active version; recorded as stopped. */
  async stop(name: RemoteName, by: string): Promise<CanaryOutcome> {
    return this.end(name, 'stopped', by);
  }

  /** The canary becomes the active version for everyone; recorded as promoted. */
  async promote(name: RemoteName, by: string): Promise<CanaryOutcome> {
    return this.end(name, 'promoted', by);
  }

  /**
   * Ends a running canary, once: when two replicas or two requests end it together, only the
   * first records it and acts; the other gets 409.
   */
  async end(
    name: RemoteName,
    ending: CanaryOutcome['ending'],
    by: string,
    id?: number,
  ): Promise<CanaryOutcome> {
    const canary = (await this.canaries.running()).find(
      (row) => row.name === name && (id === undefined || row.id === id),
    );
    const outcome = canary
      ? await this.dataSource.transaction(async (manager) => {
          const ended = await this.canaries.end(manager, canary.id, ending, by);
          if (ended && ending === 'promoted') await this.canaries.makeActive(manager, canary, by);
          return ended;
        })
      : null;
    if (!outcome) throw new ConflictException(`${name} has no canary running.`);
    return outcome;
  }
}
