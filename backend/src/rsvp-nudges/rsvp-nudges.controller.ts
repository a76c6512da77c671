import { Controller, Get, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import {
  rsvpAnswerRequestSchema,
  rsvpUnsubscribeRequestSchema,
  type OkResponse,
  type RsvpAnswerRequest,
  type RsvpAnswerResponse,
  type RsvpDeadline,
  type RsvpUnsubscribeRequest,
} from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RsvpNudgesService } from './rsvp-nudges.service.js';
import { JsonBody } from '../request-bodies/request-bodies.js';

/**
 * The public side of the nudges: the deadline the event page shows, and the two POSTs the
 * mailed links' pages make. No sign-in: the token is the proof (docs/nudges.md).
 */
@Controller('api')
export class RsvpNudgesController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly nudges: RsvpNudgesService,
  ) {}

  @Get('rsvp-deadline')
  deadline(): RsvpDeadline {
    return { deadline: this.config.rsvp.deadline };
  }

  @Post('rsvp-nudges/answer')
  @HttpCode(HttpStatus.OK)
  answer(
    @JsonBody({ schema: rsvpAnswerRequestSchema }) body: RsvpAnswerRequest,
  ): Promise<RsvpAnswerResponse> {
    return this.nudges.answer(body.token, body.answer);
  }

  @Post('rsvp-nudges/unsubscribe')
  @HttpCode(HttpStatus.OK)
  async unsubscribe(
    @JsonBody({ schema: rsvpUnsubscribeRequestSchema }) body: RsvpUnsubscribeRequest,
  ): Promise<OkResponse> {
    await this.nudges.unsubscribe(body.token);
    return { ok: true, message: 'You will get no more RSVP reminders.' };
  }
}
