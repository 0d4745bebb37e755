import { Module } from '@nestjs/common';
import { SettlementQueueModule } from './settlement-queue.module';
import { SettlementJobs } from './settlement-jobs.service';
import { SettlementService } from './settlement.service';
import { SettlementWorker } from './settlement.worker';

/** The consumer side of settlement, for the worker process. */
@Module({
  imports: [SettlementQueueModule],
  providers: [SettlementService, SettlementJobs, SettlementWorker],
})
export class SettlementWorkerModule {}
