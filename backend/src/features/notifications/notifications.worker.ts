import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import type { QueueJob } from '../../platform/queue/jobs';
import { appWorker } from '../../platform/queue/app-queues';
import type { TypedWorker } from '../../platform/queue/typed-queue';
import { NotificationJobs } from './notification-jobs.service';
import { NotificationsProducer } from './notifications.producer';

/**
 * The worker process's consumer of the notifications queue, apart from settlement's: a fan-out to many
 * devices never holds up settling or scoring. Each job only delegates to NotificationJobs.
 */
@Injectable()
export class NotificationsWorker implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(NotificationsWorker.name);
  private worker?: TypedWorker<'notifications'>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: NotificationJobs,
    private readonly producer: NotificationsProducer,
  ) {}

  async onModuleInit() {
    await this.producer.scheduleReminders();
    this.worker = appWorker('notifications', this.config, (job) => this.process(job), { concurrency: 4, logger: this.logger });
  }

  async onModuleDestroy() {
    await this.worker?.close();
  }

  private process(job: QueueJob<'notifications'>): Promise<unknown> {
    switch (job.name) {
      case 'match-result':
        return this.jobs.matchResult(job.data);
      case 'match-event':
        return this.jobs.matchEvent(job.data);
      case 'predictions-settled':
        return this.jobs.predictionsSettled(job.data);
      case 'send-reminders':
        return this.jobs.sendReminders();
      case 'test':
        return this.jobs.test(job.data);
    }
  }
}
