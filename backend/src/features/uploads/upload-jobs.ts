import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '../../platform/queue/queue-workers';
import { UploadDeletion } from './upload-deletion';

/** The uploads queue's one job: the sweep of uploads nothing uses. */
@Injectable()
export class UploadJobs implements JobHandlers<'uploads'> {
  readonly queue = 'uploads';
  readonly handlers = { 'sweep-unreferenced': () => this.deletion.sweepUnreferenced() };

  constructor(private readonly deletion: UploadDeletion) {}
}
