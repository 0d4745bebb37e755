import { Injectable, Logger } from '@nestjs/common';
import { LiveEvents, liveMessages } from '../../../platform/live/live-events';
import { OutboxRelay } from '../../../platform/outbox/outbox-relay.service';
import { SquadScoringService } from '../../weekly-squads/squad-scoring.service';
import type { JobData } from '../../../platform/queue/jobs';
import { SettlementService } from './settlement.service';

/** What the settlement queue's jobs do: settle predictions or score squads and tell the fans, or heal what lags. */
@Injectable()
export class SettlementJobs {
  private readonly logger = new Logger(SettlementJobs.name);

  constructor(
    private readonly settlement: SettlementService,
    private readonly squadScoring: SquadScoringService,
    private readonly liveEvents: LiveEvents,
    private readonly outbox: OutboxRelay,
  ) {}

  async settleMatch({ matchId }: Pick<JobData<'settlement', 'settle-match'>, 'matchId'>): Promise<{ settled: number }> {
    const result = await this.settlement.settle(matchId);
    if (!result) return { settled: 0 };
    this.outbox.wake();
    // Each api tells its own connected predictors (see SettledPredictionsNotifier): one notice however many
    // predicted, told at once rather than kept; a fan who missed it refetches on reconnecting.
    if (result.settled) this.liveEvents.notifyServers({ event: 'predictions:settled', payload: { matchId } });
    this.logger.log(`settled match ${matchId} at version ${result.version}: ${result.settled} predictions changed`);
    return { settled: result.settled };
  }

  async scoreSquads({ matchId }: Pick<JobData<'settlement', 'score-squads'>, 'matchId'>): Promise<{ scored: boolean }> {
    const round = await this.squadScoring.scoreMatch(matchId);
    if (!round) return { scored: false };
    this.liveEvents.send(liveMessages.squadsScored(round));
    this.logger.log(`scored the squads of round ${round.week} after match ${matchId}`);
    return { scored: true };
  }

  /**
   * Settles and scores every finished match whose follow-ups lag its latest result, here and now rather than by
   * enqueueing: whatever Redis remembers of earlier jobs (a completed id from before a database restore, a job
   * that failed for good) cannot stand in the way.
   */
  async healLagging(): Promise<{ settled: number; scored: number }> {
    const unsettled = await this.settlement.unsettledMatches();
    for (const { matchId } of unsettled) await this.settleMatch({ matchId });
    const unscored = await this.squadScoring.unscoredMatches();
    for (const { matchId } of unscored) await this.scoreSquads({ matchId });
    if (unsettled.length || unscored.length) {
      this.logger.log(`healed ${unsettled.length} unsettled and ${unscored.length} unscored match(es)`);
    }
    return { settled: unsettled.length, scored: unscored.length };
  }
}
