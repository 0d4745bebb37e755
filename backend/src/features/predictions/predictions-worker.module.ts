import { Module } from '@nestjs/common';
import { PredictionJobs } from './prediction-jobs';
import { SettlementService } from './settlement.service';

/** Predictions in the worker: settling finished matches, as the settlement queue's jobs ask. */
@Module({ providers: [SettlementService, PredictionJobs], exports: [PredictionJobs] })
export class PredictionsWorkerModule {}
