import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { JobHandlers } from '../queue/queue-workers';
import { forgetOldRequestKeys } from './request-keys';

/**
 * The worker's minute sweep also forgets the Idempotency-Keys past their week (request-keys.ts): a delete through
 * the index on their age, nothing to do on most runs.
 */
@Injectable()
export class RequestKeyJobs implements JobHandlers<'settlement'> {
  readonly queue = 'settlement';
  readonly handlers = { 'sweep-unsettled': () => this.forgetOld() };
  private readonly logger = new Logger(RequestKeyJobs.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forgetOld(): Promise<{ requestKeysForgotten: number }> {
    const forgotten = await forgetOldRequestKeys(this.dataSource.manager);
    if (forgotten) this.logger.log(`forgot ${forgotten} request key(s) past their week`);
    return { requestKeysForgotten: forgotten };
  }
}
