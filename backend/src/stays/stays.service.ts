import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type ClassmateStay, type StayCompanion, stayCompanions } from '@reunion/contracts';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import type { DirectorySnapshot } from '../directory/directory-snapshot.js';
import { PublishedListCache } from '../directory/published-list-cache.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { profileErrors } from '../profiles/profiles.messages.js';

/**
 * Who's in town when (docs/profiles.md): the stays of the published classmates who are coming
 * and gave both dates. Names and places only, never a contact detail. Seven short columns of
 * at most a few thousand rows: the page works the days out itself. The list is the same for
 * every reader, so it is encoded once per change like the directory's (bench/RESULTS.md,
 * "Who's in town": read and compressed per request it took 18 ms of CPU each).
 */
@Injectable()
export class StaysService {
  private readonly list: PublishedListCache<'all', ClassmateStay>;

  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    dataSource: DataSource,
  ) {
    this.list = new PublishedListCache(dataSource, () => this.read());
  }

  /** GET /api/stays, encoded. */
  snapshot(): Promise<DirectorySnapshot<ClassmateStay>> {
    return this.list.get('all');
  }

  private async read(): Promise<ClassmateStay[]> {
    const rows = await this.profiles.find({
      select: {
        id: true,
        firstName: true,
        lastName: true,
        arrivalDate: true,
        departureDate: true,
        accommodation: true,
        accommodationTown: true,
      },
      where: {
        status: 'published',
        attending: Not('no'),
        arrivalDate: Not(IsNull()),
        departureDate: Not(IsNull()),
      },
      order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' },
    });
    return (
      rows
        // A departure before the arrival is a slip of the form: no day can be told.
        .filter((row) => (row.arrivalDate as string) <= (row.departureDate as string))
        .map((row) => ({
          profileId: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          arrivalDate: row.arrivalDate as string,
          departureDate: row.departureDate as string,
          accommodation: row.accommodation,
          accommodationTown: row.accommodationTown,
        }))
    );
  }

  /** Who shares the published profile's hotel on the same nights; none without a stay. */
  async companions(profileId: number): Promise<StayCompanion[]> {
    if (!(await this.profiles.existsBy({ id: profileId, status: 'published' })))
      throw new NotFoundException(profileErrors.notFound);
    const stays = (await this.snapshot()).cards;
    const stay = stays.find((candidate) => candidate.profileId === profileId);
    return stay ? stayCompanions(stays, stay) : [];
  }
}
