import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { INSIGHTS_TABLE_FIELDS } from '@reunion/contracts';
import { Repository } from 'typeorm';
import { ProfileEntity } from '../profiles/profile.entity.js';

/**
 * What the Insights page reads of the published profiles: only the columns it shows or counts,
 * no text, no photos, and a few hundred short rows at most for one class.
 */
@Injectable()
export class InsightsRepository {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
  ) {}

  /** The seven columns summariseInsights reads. */
  findSummaryRows() {
    return this.profiles.find({
      select: {
        status: true,
        attending: true,
        parisGathering: true,
        accommodation: true,
        accommodationTown: true,
        arrivalDate: true,
        departureDate: true,
      },
      // summariseInsights ignores drafts too; filtering here keeps them off the wire.
      where: { status: 'published' },
    });
  }

  /** The table's columns, with the owner and their contact settings; the directory's order. */
  findTableRows() {
    return this.profiles.find({
      select: {
        ...INSIGHTS_TABLE_FIELDS,
        userId: true,
        emailVisibility: true,
        phoneNumberVisibility: true,
        cityVisibility: true,
      },
      where: { status: 'published' },
      order: { updatedAt: 'DESC', id: 'DESC' },
    });
  }
}
