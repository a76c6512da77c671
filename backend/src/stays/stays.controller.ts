import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import type { ClassmateStay, StayCompanion } from '@reunion/contracts';
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import { ProfileIdPipe } from '../profiles/profile-id.pipe.js';
import { StaysService } from './stays.service.js';

/** Who's in town when: the event page's day-by-day view and a profile's hotel companions. */
@Controller('api/stays')
@UseGuards(SignedInGuard)
export class StaysController {
  constructor(private readonly staysService: StaysService) {}

  @Get()
  stays(): Promise<ClassmateStay[]> {
    return this.staysService.stays();
  }

  @Get('companions/:id')
  companions(@Param('id', ProfileIdPipe) id: number): Promise<StayCompanion[]> {
    return this.staysService.companions(id);
  }
}
