import { Injectable } from '@nestjs/common';
import {
  contactVisibleTo,
  type InsightsSummary,
  type InsightsTableProfile,
  summariseInsights,
} from '@reunion/contracts';
import { AccessPolicy } from '../auth/access-policy.js';
import type { User } from '../auth/user.entity.js';
import { InsightsRepository } from './insights.repository.js';

/**
 * The figures come from the contracts' summariseInsights, so the page and any other client
 * count the same way.
 */
@Injectable()
export class InsightsService {
  constructor(
    private readonly profiles: InsightsRepository,
    private readonly policy: AccessPolicy,
  ) {}

  async summary(): Promise<InsightsSummary> {
    return summariseInsights(await this.profiles.findSummaryRows());
  }

  /**
   * The table's rows: published profiles, the ten columns it shows, filters on and exports,
   * each e-mail only where its owner shares it with this reader.
   */
  async tableProfiles(user: User): Promise<InsightsTableProfile[]> {
    // The table opens unsorted in the directory's order: most recently updated first.
    const rows = await this.profiles.findTableRows();
    return rows.map(({ userId, emailVisibility, ...row }) => {
      const audience = this.policy.contactAudience(user, userId);
      return contactVisibleTo(emailVisibility, audience) ? row : { ...row, email: null };
    });
  }
}
