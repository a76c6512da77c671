import {
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  UseGuards,
} from '@nestjs/common';
import type { OkResponse, RsvpNudgeRow } from '@reunion/contracts';
import { AccessPolicy } from '../auth/access-policy.js';
import { CurrentUser } from '../auth/guards/current-user.decorator.js';
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import type { User } from '../auth/user.entity.js';
import { RsvpNudgeQueue } from './rsvp-nudge-queue.js';
import { RsvpNudgesService } from './rsvp-nudges.service.js';

/**
 * Insights' "RSVP reminders": who was nudged, when, and who answered since. Organisers only
 * (administrators and the class account): whom the site chased for an answer is personal data
 * no classmate needs (docs/nudges.md).
 */
@Controller('api/insights/rsvp-nudges')
@UseGuards(SignedInGuard)
export class RsvpNudgesInsightsController {
  constructor(
    private readonly policy: AccessPolicy,
    private readonly nudges: RsvpNudgesService,
    private readonly queue: RsvpNudgeQueue,
  ) {}

  @Get()
  list(@CurrentUser() user: User): Promise<RsvpNudgeRow[]> {
    this.requireOrganiser(user);
    return this.nudges.list();
  }

  @Post('run')
  @HttpCode(HttpStatus.OK)
  async run(@CurrentUser() user: User): Promise<OkResponse> {
    this.requireOrganiser(user);
    const queued = await this.queue.runSoon();
    return {
      ok: true,
      message: queued
        ? 'A round of reminders is queued: due ones go out within a minute.'
        : 'The RSVP deadline has passed: no reminders are sent any more.',
    };
  }

  private requireOrganiser(user: User): void {
    if (!this.policy.isOrganiser(user))
      throw new ForbiddenException('Only the organisers may see the RSVP reminders.');
  }
}
