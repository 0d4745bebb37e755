import { Module } from '@nestjs/common';
import { PasswordResetLinksModule, UsersModule } from '../../identity';
import { MailModule } from '../../platform/mail/mail.module';
import { MailJobs } from './mail-jobs';
import { Mails } from './mails.service';

/** Mail in the worker: the only place mail is sent from. */
@Module({ imports: [MailModule, PasswordResetLinksModule, UsersModule], providers: [Mails, MailJobs], exports: [MailJobs] })
export class MailWorkerModule {}
