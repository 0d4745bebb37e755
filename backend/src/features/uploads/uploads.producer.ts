import { Injectable } from '@nestjs/common';
import { AppQueues } from '../../platform/queue/queues.module';
import type { TypedQueue } from '../../platform/queue/typed-queue';

/** How often the worker deletes uploads nothing uses. */
const SWEEP_EVERY_MS = 15 * 60_000;

/** The uploads queue: only the repeating sweep for now. */
@Injectable()
export class UploadsProducer {
  private readonly queue: TypedQueue<'uploads'>;

  constructor(queues: AppQueues) {
    this.queue = queues.of('uploads');
  }

  /** Registers the repeating sweep; the worker calls it at start. */
  scheduleSweeps(): Promise<void> {
    return this.queue.repeat('sweep-unreferenced', {}, SWEEP_EVERY_MS);
  }

}
