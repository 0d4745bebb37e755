import { Module } from '@nestjs/common';
import { LeagueJobs } from './league-jobs';
import { LeagueRefreshService } from './league-refresh.service';

/** Leagues in the worker: their tables worked out again when a round's points change, as the settlement queue asks. */
@Module({ providers: [LeagueRefreshService, LeagueJobs], exports: [LeagueJobs] })
export class LeaguesWorkerModule {}
