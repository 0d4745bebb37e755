import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import type { QueueJob } from '../../platform/queue/jobs';
import { appWorker } from '../../platform/queue/app-queues';
import type { TypedWorker } from '../../platform/queue/typed-queue';
import { UploadsProducer } from './uploads.producer';
import { UploadsService } from './uploads.service';

/** The worker process's consumer of the uploads queue; each job only delegates to UploadsService. */
@Injectable()
export class UploadsWorker implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(UploadsWorker.name);
  private worker?: TypedWorker<'uploads'>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
    private readonly producer: UploadsProducer,
  ) {}

  async onModuleInit() {
    await this.producer.scheduleSweeps();
    this.worker = appWorker('uploads', this.config, (job) => this.process(job), { concurrency: 1, logger: this.logger });
  }

  async onModuleDestroy() {
    await this.worker?.close();
  }

  private process(job: QueueJob<'uploads'>): Promise<unknown> {
    switch (job.name) {
      case 'sweep-unreferenced':
        return this.uploads.sweepUnreferenced();
    }
  }
}
