import { Injectable } from '@nestjs/common';
import {
  insightsFields,
  type InsightsSummary,
  type InsightsTableProfile,
  summariseInsights,
  visibleFields,
} from '@reunion/contracts';
import { AccessPolicy } from '../auth/access-policy.js';
import type { User } from '../auth/user.entity.js';
import { contactSettingsOf } from '../profiles/profile-contacts.js';
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
   * The table's rows: published profiles, the columns it shows, filters on and exports, each
   * field through the one projection (contracts' visibleFields) with this reader's eyes.
   */
  async tableProfiles(user: User): Promise<InsightsTableProfile[]> {
    // The table opens unsorted in the directory's order: most recently updated first.
    const rows = await this.profiles.findTableRows();
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      ...visibleFields(
        row,
        insightsFields,
        this.policy.contactAudience(user, row.userId),
        contactSettingsOf(row),
      ),
    }));
  }
}
