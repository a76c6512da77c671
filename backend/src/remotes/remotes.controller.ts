import { Controller, Get, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  type OkResponse,
  type RemoteRegistry,
  type SectionLoadReport,
  sectionLoadReportSchema,
} from '@reunion/contracts';
import type { Request, Response } from 'express';
import { clientIp } from '../auth/client-ip.js';
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
   * The shell's report of one section load (docs/sections.md, "Canary releases"): the same
   * answer whether it counted or not, so a report tells its sender nothing. Only the visitor's
   * cookie comes with it.
   */
  @Post('remotes/loads')
  @HttpCode(200)
  async load(
    @Req() req: Request,
    @JsonBody({ schema: sectionLoadReportSchema }) body: SectionLoadReport,
  ): Promise<OkResponse> {
    const visitor = this.visitors.read(req);
    if (visitor !== null) await this.reports.report(visitor, clientIp(req), body);
    return { ok: true };
  }
}
