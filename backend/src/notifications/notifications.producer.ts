import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import type { JobData, JobName } from '../queue/jobs';
import { appQueue } from '../queue/app-queues';
import type { TypedQueue } from '../queue/typed-queue';

/** How often the worker looks for matches to remind predictors of. */
export const REMINDER_SWEEP_MS = 5 * 60_000;

/** Puts notification work on the queue; the worker sends it. The match paths never wait on it. */
@Injectable()
export class NotificationsProducer implements OnModuleDestroy {
  private readonly logger = new Logger(NotificationsProducer.name);
  private readonly queue: TypedQueue<'notifications'>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.queue = appQueue('notifications', config, {
      attempts: 5,
      backoff: { type: 'exponential', delay: 5_000 },
      removeOnComplete: 1_000,
      removeOnFail: 5_000,
    });
  }

  matchResult(matchId: number, version: number): Promise<void> {
    return this.add('match-result', { matchId, version }, `result-${matchId}-${version}`);
  }

  matchEvent(matchId: number, eventId: number): Promise<void> {
    return this.add('match-event', { matchId, eventId }, `event-${eventId}`);
  }

  predictionsSettled(matchId: number, version: number): Promise<void> {
    return this.add('predictions-settled', { matchId, version }, `settled-${matchId}-${version}`);
  }

  /** Queued for the worker like the rest; the answer tells the caller it is on its way. */
  async test(userId: string, kind: 'test' | 'result'): Promise<void> {
    const requestId = randomUUID();
    await this.queue.add('test', { userId, kind, requestId }, { jobId: `test-${requestId}` });
  }

  scheduleReminders(): Promise<void> {
    return this.queue.repeat('send-reminders', {}, REMINDER_SWEEP_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.queue.close();
  }

  /** A notification lost to a Redis outage is not worth failing a match command or a settlement for. */
  private async add<N extends Exclude<JobName<'notifications'>, 'test' | 'send-reminders'>>(name: N, data: JobData<'notifications', N>, jobId: string): Promise<void> {
    await this.queue.add(name, data, { jobId }).catch((error: unknown) => this.logger.warn(`could not enqueue ${name} ${jobId}: ${String(error)}`));
  }
}
