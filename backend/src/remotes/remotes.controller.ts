import { Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  type OkResponse,
  type RemoteRegistry,
  type SectionLoadReport,
  sectionLoadReportSchema,
} from '@reunion/contracts';
import type { Request, Response } from 'express';
import { clientIp } from '../auth/client-ip.js';
import { CurrentUser } from '../auth/guards/current-user.decorator.js';
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import type { User } from '../auth/user.entity.js';
import { CanaryReports } from './canary/canary-reports.js';
import { CanaryVisitors } from './canary/canary-visitor.js';
import { RemotesService } from './remotes.service.js';
import { JsonBody } from '../request-bodies/request-bodies.js';

@Controller('api')
export class RemotesController {
  constructor(
    private readonly remotes: RemotesService,
    private readonly visitors: CanaryVisitors,
    private readonly reports: CanaryReports,
  ) {}

  /** Never cached: repointing a remote, or a canary's start and end, must reach the next load. */
  @Get('remotes')
  @Header('Cache-Control', 'no-store')
  registry(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RemoteRegistry> {
    return this.remotes.registry(this.visitors.readOrIssue(req, res));
  }

  /**
   * The shell's report of one section load (docs/sections.md, "Canary releases"). Every section
   * is a members' page, so only a signed-in member reports: an address alone cannot add to the
   * figures. The same answer whether it counted or not, so a report tells its sender nothing.
   */
  @Post('remotes/loads')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  async load(
    @Req() req: Request,
    @CurrentUser() member: User,
    @JsonBody({ schema: sectionLoadReportSchema }) body: SectionLoadReport,
  ): Promise<OkResponse> {
    const visitor = this.visitors.read(req);
    if (visitor !== null)
      await this.reports.report(visitor, { ip: clientIp(req), member: member.id }, body);
    return { ok: true };
  }
}
