import { Injectable, NotFoundException } from '@nestjs/common';
import {
  type ClassmateStay,
  type StayCompanion,
  stayCompanions,
  visibleFields,
} from '@reunion/contracts';
import type { DirectorySnapshot } from '../directory/directory-snapshot.js';
import { DirectoryRepository } from '../directory/directory.repository.js';
import { PublishedListCache } from '../directory/published-list-cache.js';
import { contactSettingsOf } from '../profiles/profile-contacts.js';
import { profileErrors } from '../profiles/profiles.messages.js';
import { StaysRepository } from './stays.repository.js';

/** What a stay shows of a profile (contracts' classmateStaySchema), beside its id. */
const STAY_FIELDS = [
  'firstName',
  'lastName',
  'arrivalDate',
  'departureDate',
  'accommodation',
  'accommodationTown',
] as const;

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
    private readonly stays: StaysRepository,
    directory: DirectoryRepository,
  ) {
    this.list = new PublishedListCache(
      () => directory.publishedVersion(),
      () => this.read(),
    );
  }

  /** GET /api/stays, encoded. */
  snapshot(): Promise<DirectorySnapshot<ClassmateStay>> {
    return this.list.get('all');
  }

  private async read(): Promise<ClassmateStay[]> {
    const rows = await this.stays.findStays();
    return (
      rows
        // A departure before the arrival is a slip of the form: no day can be told.
        .filter((row) => row.arrivalDate <= row.departureDate)
        .map(({ id, ...row }) => ({
          profileId: id,
          // Every classmate reads the same list: with a classmate's eyes.
          ...visibleFields(row, STAY_FIELDS, 'classmate', contactSettingsOf(row)),
        }))
    );
  }

  /** Who shares the published profile's hotel on the same nights; none without a stay. */
  async companions(profileId: number): Promise<StayCompanion[]> {
    if (!(await this.stays.isPublished(profileId)))
      throw new NotFoundException(profileErrors.notFound);
    const stays = (await this.snapshot()).cards;
    const stay = stays.find((candidate) => candidate.profileId === profileId);
    return stay ? stayCompanions(stays, stay) : [];
  }
}
