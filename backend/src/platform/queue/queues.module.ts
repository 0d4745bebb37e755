import { Global, Inject, Injectable, Module, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { appQueue } from './app-queues';
import type { QueueName } from './jobs';
import type { TypedQueue } from './typed-queue';

/**
 * This process's producer end of each queue, one connection per queue, shared by all that add jobs (the
 * producers' schedules, the outbox relay) or count them (the metrics).
 */
@Injectable()
export class AppQueues implements OnModuleDestroy {
  private readonly queues: { [Q in QueueName]?: TypedQueue<Q> } = {};

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  of<Q extends QueueName>(name: Q): TypedQueue<Q> {
    const held = this.queues[name];
    if (held) return held;
    const queue = appQueue(name, this.config);
    // TypeScript reads a mapped type at a generic key, but cannot write to one: the slot for Q is Q's own.
    (this.queues as Record<Q, TypedQueue<Q>>)[name] = queue;
    return queue;
  }

  async onModuleDestroy(): Promise<void> {
    for (const queue of Object.values(this.queues)) await queue.close();
  }
}

@Global()
@Module({ providers: [AppQueues], exports: [AppQueues] })
export class QueuesModule {}
