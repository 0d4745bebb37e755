import { Module } from '@nestjs/common';
import { Mailer } from './mailer';

/** Sending mail, for the worker: the only process that sends any. */
@Module({ providers: [Mailer], exports: [Mailer] })
export class MailModule {}
