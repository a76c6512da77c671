import { Controller, Get, UseGuards } from '@nestjs/common';
import type { InsightsSummary } from '@reunion/contracts';
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import { InsightsService } from './insights.service.js';

/**
 * GET /api/insights for every signed-in user: SPEC §2 shows /admin to all of them, and the
 * answer holds counts only (no names, no e-mails). The page's table reads GET /api/profiles,
 * which already gives every signed-in user the same e-mails, so a stricter guard here would
 * protect nothing.
 */
@Controller('api/insights')
@UseGuards(SignedInGuard)
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get()
  summary(): Promise<InsightsSummary> {
    return this.insights.summary();
  }
}
