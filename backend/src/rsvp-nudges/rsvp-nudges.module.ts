import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RsvpNudgeQueue } from './rsvp-nudge-queue.js';
import { RsvpNudgesInsightsController } from './rsvp-nudges-insights.controller.js';
import { RsvpNudgesController } from './rsvp-nudges.controller.js';
import { RsvpNudgesRepository } from './rsvp-nudges.repository.js';
import { RsvpNudgesService } from './rsvp-nudges.service.js';

/** RSVP nudges: the mail, its one-click links, the queue that sends it, Insights' view of it. */
@Module({
  imports: [AuthModule, JobsModule, MailModule],
  controllers: [RsvpNudgesController, RsvpNudgesInsightsController],
  providers: [RsvpNudgesRepository, RsvpNudgesService, RsvpNudgeQueue],
})
export class RsvpNudgesModule {}
