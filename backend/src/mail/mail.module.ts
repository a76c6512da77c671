import { Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox.js';
import { MailRetryJob } from './mail-retry-job.js';
import { MailService } from './mail.service.js';

@Module({ providers: [MailOutbox, MailService, MailRetryJob], exports: [MailService] })
export class MailModule {}
