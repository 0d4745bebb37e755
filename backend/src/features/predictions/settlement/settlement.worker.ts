import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import type { QueueJob } from '../../../platform/queue/jobs';
import { appWorker } from '../../../platform/queue/app-queues';
import type { TypedWorker } from '../../../platform/queue/typed-queue';
import { SettlementJobs } from './settlement-jobs.service';
import { SettlementProducer } from './settlement.producer';

/** The worker process's consumer of the settlement queue; each job only delegates to SettlementJobs. */
@Injectable()
export class SettlementWorker implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SettlementWorker.name);
  private worker?: TypedWorker<'settlement'>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: SettlementJobs,
    private readonly producer: SettlementProducer,
  ) {}

  async onModuleInit() {
    await this.producer.scheduleSweeps();
    this.worker = appWorker('settlement', this.config, (job) => this.process(job), { concurrency: 2, logger: this.logger });
  }

  async onModuleDestroy() {
    await this.worker?.close();
  }

  private process(job: QueueJob<'settlement'>): Promise<unknown> {
    switch (job.name) {
      case 'settle-match':
        return this.jobs.settleMatch(job.data);
      case 'score-squads':
        return this.jobs.scoreSquads(job.data);
      case 'sweep-unsettled':
        return this.jobs.healLagging();
    }
  }
}
