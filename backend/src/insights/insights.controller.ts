import { Controller, Get, UseGuards } from '@nestjs/common';
import type { InsightsSummary, InsightsTableProfile } from '@reunion/contracts';
import { CurrentUser } from '../auth/guards/current-user.decorator.js';
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import type { User } from '../auth/user.entity.js';
import { InsightsService } from './insights.service.js';

/**
 * GET /api/insights for every signed-in user: /admin is open to all of them (docs/pages.md), and
 * the summary holds counts only (no names, no e-mails). The table's rows (/profiles) carry the
 * e-mails GET /api/profiles gives the same reader, each as its owner shares it.
 */
@Controller('api/insights')
@UseGuards(SignedInGuard)
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get()
  summary(): Promise<InsightsSummary> {
    return this.insights.summary();
  }

  @Get('profiles')
  tableProfiles(@CurrentUser() user: User): Promise<InsightsTableProfile[]> {
    return this.insights.tableProfiles(user);
  }
}
