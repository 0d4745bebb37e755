import { Module } from '@nestjs/common';
import { SettlementJobs } from './settlement-jobs.service';
import { SettlementProducer } from './settlement.producer';
import { SettlementService } from './settlement.service';
import { SettlementWorker } from './settlement.worker';
import { SquadScoringModule } from '../../weekly-squads/squad-scoring.module';

/**
 * The worker process's side of settlement: the consumer and the repeating sweep. Jobs are added by the outbox
 * relay of whichever process finished the match.
 */
@Module({
  imports: [SquadScoringModule],
  providers: [SettlementProducer, SettlementService, SettlementJobs, SettlementWorker],
})
export class SettlementWorkerModule {}
