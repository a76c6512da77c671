import { Module } from '@nestjs/common';
import { JobQueue } from './job-queue.js';

/** Background jobs: the one pg-boss the mail and the RSVP nudges queue their work in. */
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
