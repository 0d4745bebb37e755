import { Module } from '@nestjs/common';
import { SettlementQueueModule } from './settlement-queue.module';
import { SettlementJobs } from './settlement-jobs.service';
import { SettlementService } from './settlement.service';
import { SettlementWorker } from './settlement.worker';
import { NotificationsQueueModule } from '../notifications/notifications-queue.module';
import { SquadScoringModule } from '../weekly-squads/squad-scoring.module';

/** The consumer side of settlement, for the worker process. */
@Module({
  imports: [SettlementQueueModule, SquadScoringModule, NotificationsQueueModule],
  providers: [SettlementService, SettlementJobs, SettlementWorker],
})
export class SettlementWorkerModule {}
