import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RemoteName } from '@reunion/contracts';
import { Repository } from 'typeorm';
import { RemoteActiveEntity } from './remote-active.entity.js';
import { RemoteReleaseEntity } from './remote-release.entity.js';

/** The active version of a section, with its release's manifest URL. */
export type ActiveRow = RemoteActiveEntity & Pick<RemoteReleaseEntity, 'manifestUrl'>;

/** The registry of section releases (migration 1751000000070). */
@Injectable()
export class RemoteReleasesRepository {
  constructor(
    @InjectRepository(RemoteReleaseEntity)
    private readonly releaseRows: Repository<RemoteReleaseEntity>,
    @InjectRepository(RemoteActiveEntity)
    private readonly activeRows: Repository<RemoteActiveEntity>,
  ) {}

  /** Every release, newest first within each section. */
  releases(): Promise<RemoteReleaseEntity[]> {
    return this.releaseRows.find({ order: { name: 'ASC', publishedAt: 'DESC', version: 'DESC' } });
  }

  async release(name: RemoteName, version: string): Promise<RemoteReleaseEntity | undefined> {
    return (await this.releaseRows.findOneBy({ name, version })) ?? undefined;
  }

  /** The active version of each section that has one, with its manifest URL. */
  active(): Promise<ActiveRow[]> {
    return this.activeRows
      .createQueryBuilder('a')
      .innerJoin(RemoteReleaseEntity, 'r', 'r.name = a.name AND r.version = a.version')
      .select('a.name', 'name')
      .addSelect('a.version', 'version')
      .addSelect('r.manifestUrl', 'manifestUrl')
      .addSelect('a.activatedAt', 'activatedAt')
      .addSelect('a.activatedBy', 'activatedBy')
      .getRawMany<ActiveRow>();
  }

  /** Inserts a release; false when that version was already published (it is immutable). */
  async insertRelease(row: Omit<RemoteReleaseEntity, 'publishedAt'>): Promise<boolean> {
    const result = await this.releaseRows
      .createQueryBuilder()
      .insert()
      .values(row)
      .orIgnore()
      .returning('version')
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Makes `version` the section's active one, dated now. */
  async setActive(name: RemoteName, version: string, by: string): Promise<void> {
    await this.activeRows
      .createQueryBuilder()
      .insert()
      .values({ name, version, activatedBy: by })
      // activated_at takes its default, now(), on the insert as on the update.
      .orUpdate(['version', 'activated_at', 'activated_by'], ['name'])
      .execute();
  }

  async clearActive(name: RemoteName): Promise<void> {
    await this.activeRows.delete({ name });
  }
}
