import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import type { ContactVisibilityColumns } from '../profiles/profile-contacts.js';
import { ProfileEntity } from '../profiles/profile.entity.js';

/**
 * A stay as the profile gives it: the seven short columns Who's in town reads, and the contact
 * settings the projection reads.
 */
export type StayRow = Pick<
  ProfileEntity,
  'id' | 'firstName' | 'lastName' | 'accommodation' | 'accommodationTown'
> &
  ContactVisibilityColumns & { arrivalDate: string; departureDate: string };

/** What Who's in town reads of the profiles. */
@Injectable()
export class StaysRepository {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
  ) {}

  /** The published classmates who are coming and gave both dates, by name. */
  async findStays(): Promise<StayRow[]> {
    const rows = await this.profiles.find({
      select: {
        id: true,
        firstName: true,
        lastName: true,
        arrivalDate: true,
        departureDate: true,
        accommodation: true,
        accommodationTown: true,
        emailVisibility: true,
        phoneNumberVisibility: true,
        cityVisibility: true,
      },
      where: {
        status: 'published',
        attending: Not('no'),
        arrivalDate: Not(IsNull()),
        departureDate: Not(IsNull()),
      },
      order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' },
    });
    // Both dates are there: the query asked for them.
    return rows as StayRow[];
  }

  isPublished(profileId: number): Promise<boolean> {
    return this.profiles.existsBy({ id: profileId, status: 'published' });
  }
}
