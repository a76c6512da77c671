import { Controller, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import type { StayCompanion } from '@reunion/contracts';
import type { Request, Response } from 'express';
import { sendSnapshot } from '../directory/send-snapshot.js';
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import { ProfileIdPipe } from '../profiles/profile-id.pipe.js';
import { StaysService } from './stays.service.js';

/** Who's in town when: the event page's day-by-day view and a profile's hotel companions. */
@Controller('api/stays')
@UseGuards(SignedInGuard)
export class StaysController {
  constructor(private readonly staysService: StaysService) {}

  /** The stays (contracts' classmateStayListSchema), pre-compressed, with an ETag. */
  @Get()
  async stays(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendSnapshot(req, res, await this.staysService.snapshot());
  }

  @Get('companions/:id')
  companions(@Param('id', ProfileIdPipe) id: number): Promise<StayCompanion[]> {
    return this.staysService.companions(id);
  }
}
