import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { appQueue } from '../queue/app-queues';
import type { TypedQueue } from '../queue/typed-queue';

/** How often the worker deletes uploads nothing uses. */
const SWEEP_EVERY_MS = 15 * 60_000;

/** The uploads queue: only the repeating sweep for now. */
@Injectable()
export class UploadsProducer implements OnModuleDestroy {
  private readonly queue: TypedQueue<'uploads'>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.queue = appQueue('uploads', config, {
      attempts: 3,
      backoff: { type: 'exponential', delay: 10_000 },
      removeOnComplete: 100,
      removeOnFail: 500,
    });
  }

  /** Registers the repeating sweep; the worker calls it at start. */
  scheduleSweeps(): Promise<void> {
    return this.queue.repeat('sweep-unreferenced', {}, SWEEP_EVERY_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }
}
