import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppQueues } from '../../platform/queue/app-queues';
import type { TypedQueue } from '../../platform/queue/typed-queue';

/** Notification work added straight to the queue: the Settings panel's test buttons. */
@Injectable()
export class NotificationsProducer {
  private readonly queue: TypedQueue<'notifications'>;

  constructor(queues: AppQueues) {
    this.queue = queues.of('notifications');
  }

  /** Queued for the worker like the rest; the answer tells the caller it is on its way. */
  async test(userId: string, kind: 'test' | 'result'): Promise<void> {
    const requestId = randomUUID();
    await this.queue.add('test', { userId, kind, requestId }, { jobId: `test-${requestId}` });
  }
}
