import { Injectable, Logger } from '@nestjs/common';
import { LiveEvents } from '../live/live-events';
import { NotificationsProducer } from '../notifications/notifications.producer';
import { SquadScoringService } from '../weekly-squads/squad-scoring.service';
import type { JobData } from '../queue/jobs';
import { SettlementProducer } from './settlement.producer';
import { SettlementService } from './settlement.service';

/** What the settlement queue's jobs do: settle predictions or score squads and tell the fans, or re-enqueue what lags. */
@Injectable()
export class SettlementJobs {
  private readonly logger = new Logger(SettlementJobs.name);

  constructor(
    private readonly settlement: SettlementService,
    private readonly squadScoring: SquadScoringService,
    private readonly producer: SettlementProducer,
    private readonly liveEvents: LiveEvents,
    private readonly notifications: NotificationsProducer,
  ) {}

  async settleMatch({ matchId }: JobData<'settlement', 'settle-match'>): Promise<{ settled: number }> {
    const result = await this.settlement.settle(matchId);
    if (!result) return { settled: 0 };
    this.liveEvents.leaderboardChanged();
    for (const { userId, ...payload } of result.settled) this.liveEvents.predictionSettled(userId, payload);
    if (result.settled.length) await this.notifications.predictionsSettled(matchId, result.version);
    this.logger.log(`settled match ${matchId} at version ${result.version}: ${result.settled.length} predictions`);
    return { settled: result.settled.length };
  }

  async scoreSquads({ matchId }: JobData<'settlement', 'score-squads'>): Promise<{ scored: boolean }> {
    const round = await this.squadScoring.scoreMatch(matchId);
    if (!round) return { scored: false };
    this.liveEvents.squadsScored(round);
    this.logger.log(`scored the squads of round ${round.week} after match ${matchId}`);
    return { scored: true };
  }

  async enqueueLagging(): Promise<{ enqueued: number }> {
    const unsettled = await this.settlement.unsettledMatches();
    for (const { matchId, version } of unsettled) await this.producer.settleMatch(matchId, version);
    const unscored = await this.squadScoring.unscoredMatches();
    for (const { matchId, version } of unscored) await this.producer.scoreSquads(matchId, version);
    return { enqueued: unsettled.length + unscored.length };
  }
}
