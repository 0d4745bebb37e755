import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { JobMessage } from '../../platform/queue/jobs';
import { AppQueues } from '../../platform/queue/queues.module';
import type { TypedQueue } from '../../platform/queue/typed-queue';

/** How often the worker looks for matches to remind predictors of. */
export const REMINDER_SWEEP_MS = 5 * 60_000;

/**
 * Notifications that follow what a match path commits, as outbox messages: they reach the queue after the
 * commit however long Redis is away, and the match paths never wait on it. Each id makes a resend one job.
 */
export const notificationJobs = {
  matchResult: (matchId: number, version: number): JobMessage => ({
    queue: 'notifications',
    name: 'match-result',
    data: { matchId, version },
    jobId: `result-${matchId}-${version}`,
  }),
  matchEvent: (matchId: number, eventId: number): JobMessage => ({
    queue: 'notifications',
    name: 'match-event',
    data: { matchId, eventId },
    jobId: `event-${eventId}`,
  }),
  predictionsSettled: (matchId: number, version: number): JobMessage => ({
    queue: 'notifications',
    name: 'predictions-settled',
    data: { matchId, version },
    jobId: `settled-${matchId}-${version}`,
  }),
};

/** Notification work added straight to the queue: the Settings panel's test buttons and the reminder schedule. */
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

  /** Registers the repeating reminder sweep (again whenever Redis reconnects); the worker calls it at start. */
  scheduleReminders(): Promise<void> {
    return this.queue.repeat('send-reminders', {}, REMINDER_SWEEP_MS);
  }

}
