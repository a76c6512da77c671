import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailRepository } from './mail.repository.js';
import { MailService } from './mail.service.js';

@Module({ imports: [JobsModule], providers: [MailRepository, MailService], exports: [MailService] })
export class MailModule {}
