import { Injectable, Logger } from '@nestjs/common';
import type { JobData } from '../../platform/queue/jobs';
import type { JobHandlers } from '../../platform/queue/queue-workers';
import { LeagueRefreshService, type LeagueRefresh } from './league-refresh.service';

/**
 * The settlement queue's jobs that concern leagues: a round's points changed in a game, so its tables are worked out
 * again; and the sweep's healing of tables left behind.
 */
@Injectable()
export class LeagueJobs implements JobHandlers<'settlement'> {
  readonly queue = 'settlement';
  readonly handlers = {
    'refresh-league-tables': (data: JobData<'settlement', 'refresh-league-tables'>) => this.refreshTables(data),
    'sweep-unsettled': () => this.healOverdue(),
  };
  private readonly logger = new Logger(LeagueJobs.name);

  constructor(private readonly refresh: LeagueRefreshService) {}

  async refreshTables({ season, game, round }: JobData<'settlement', 'refresh-league-tables'>): Promise<LeagueRefresh> {
    const done = await this.refresh.refresh(season, game, round);
    this.logger.log(`refreshed the ${game} league tables of ${season} after round ${round}: ${done.changedRows} rows changed, ${done.badges} badges awarded`);
    return done;
  }

  /** As PredictionJobs.healUnsettled does for predictions: does here and now the refreshes whose jobs were lost. */
  async healOverdue(): Promise<{ refreshed: number }> {
    const healed = await this.refresh.healOverdue();
    for (const { season, game, round } of healed) this.logger.log(`healed the ${game} league tables of ${season} after round ${round}`);
    return { refreshed: healed.length };
  }
}
