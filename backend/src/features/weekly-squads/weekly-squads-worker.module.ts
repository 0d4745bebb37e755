import { Module } from '@nestjs/common';
import { SquadJobs } from './squad-jobs';
import { SquadScoringService } from './squad-scoring.service';

/** Weekly squads in the worker: scoring rounds as their matches finish, as the settlement queue's jobs ask. */
@Module({ providers: [SquadScoringService, SquadJobs], exports: [SquadJobs] })
export class WeeklySquadsWorkerModule {}
