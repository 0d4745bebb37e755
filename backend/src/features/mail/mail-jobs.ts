import { Injectable } from '@nestjs/common';
import type { JobData } from '../../platform/queue/jobs';
import type { JobHandlers } from '../../platform/queue/queue-workers';
import { Mails } from './mails.service';

/** The mail queue's jobs, each handed to Mails. */
@Injectable()
export class MailJobs implements JobHandlers<'mail'> {
  readonly queue = 'mail';
  readonly handlers = {
    'password-reset': (data: JobData<'mail', 'password-reset'>) => this.mails.passwordReset(data),
    'application-decided': (data: JobData<'mail', 'application-decided'>) => this.mails.applicationDecided(data),
    'article-decided': (data: JobData<'mail', 'article-decided'>) => this.mails.articleDecided(data),
  };

  constructor(private readonly mails: Mails) {}
}
