import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  contactVisibleTo,
  INSIGHTS_TABLE_FIELDS,
  type InsightsSummary,
  type InsightsTableProfile,
  summariseInsights,
} from '@reunion/contracts';
import { Repository } from 'typeorm';
import { AccessPolicy } from '../auth/access-policy.js';
import type { User } from '../auth/user.entity.js';
import { ProfileEntity } from '../profiles/profile.entity.js';

/**
 * The figures come from the contracts' summariseInsights, so the page and any other client
 * count the same way. Only the seven columns it reads are fetched: no text, no photos, and a
 * few hundred short rows at most for one class.
 */
@Injectable()
export class InsightsService {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    private readonly policy: AccessPolicy,
  ) {}

  async summary(): Promise<InsightsSummary> {
    const rows = await this.profiles.find({
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
    return summariseInsights(rows);
  }

  /**
   * The table's rows: published profiles, the ten columns it shows, filters on and exports,
   * each e-mail only where its owner shares it with this reader.
   */
  async tableProfiles(user: User): Promise<InsightsTableProfile[]> {
    const rows = await this.profiles.find({
      select: { ...INSIGHTS_TABLE_FIELDS, userId: true, emailVisibility: true },
      where: { status: 'published' },
      // The table opens unsorted in the directory's order: most recently updated first.
      order: { updatedAt: 'DESC', id: 'DESC' },
    });
    return rows.map(({ userId, emailVisibility, ...row }) => {
      const audience = this.policy.contactAudience(user, userId);
      return contactVisibleTo(emailVisibility, audience) ? row : { ...row, email: null };
    });
  }
}
