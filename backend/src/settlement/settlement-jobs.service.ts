import { Injectable, Logger } from '@nestjs/common';
import { LiveEvents } from '../live/live-events';
import type { JobData } from '../queue/jobs';
import { SettlementProducer } from './settlement.producer';
import { SettlementService } from './settlement.service';

/** What the settlement queue's jobs do: settle and tell the fans, or re-enqueue what lags. */
@Injectable()
export class SettlementJobs {
  private readonly logger = new Logger(SettlementJobs.name);

  constructor(
    private readonly settlement: SettlementService,
    private readonly producer: SettlementProducer,
    private readonly liveEvents: LiveEvents,
  ) {}

  async settleMatch({ matchId }: JobData<'settlement', 'settle-match'>): Promise<{ settled: number }> {
    const result = await this.settlement.settle(matchId);
    if (!result) return { settled: 0 };
    this.liveEvents.leaderboardChanged();
    for (const { userId, ...payload } of result.settled) this.liveEvents.predictionSettled(userId, payload);
    this.logger.log(`settled match ${matchId} at version ${result.version}: ${result.settled.length} predictions`);
    return { settled: result.settled.length };
  }

  async enqueueLagging(): Promise<{ enqueued: number }> {
    const lagging = await this.settlement.unsettledMatches();
    for (const { matchId, version } of lagging) await this.producer.settleMatch(matchId, version);
    return { enqueued: lagging.length };
  }
}
