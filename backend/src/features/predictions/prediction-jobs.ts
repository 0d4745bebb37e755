import { Injectable, Logger } from '@nestjs/common';
import type { JobData } from '../../platform/queue/jobs';
import type { JobHandlers } from '../../platform/queue/queue-workers';
import { OutboxRelay } from '../../platform/outbox/outbox-relay.service';
import { SettlementService } from './settlement.service';

/** The settlement queue's jobs that concern predictions: settle a finished match, or heal those that lag. */
@Injectable()
export class PredictionJobs implements JobHandlers<'settlement'> {
  readonly queue = 'settlement';
  readonly handlers = {
    'settle-match': (data: JobData<'settlement', 'settle-match'>) => this.settleMatch(data.matchId),
    'sweep-unsettled': () => this.healUnsettled(),
  };
  private readonly logger = new Logger(PredictionJobs.name);

  constructor(
    private readonly settlement: SettlementService,
    private readonly outbox: OutboxRelay,
  ) {}

  async settleMatch(matchId: number): Promise<{ settled: number }> {
    const result = await this.settlement.settle(matchId);
    if (!result) return { settled: 0 };
    // The leaderboard's change and the predictors' notice are in the outbox: delivered now, not at the next poll.
    this.outbox.wake();
    this.logger.log(`settled match ${matchId} at version ${result.version}: ${result.settled} predictions changed`);
    return { settled: result.settled };
  }

  /**
   * Settles every finished match whose predictions lag its latest result, here and now rather than by
   * enqueueing: whatever Redis remembers of earlier jobs (a completed id from before a database restore, a job
   * that failed for good) cannot stand in the way.
   */
  async healUnsettled(): Promise<{ settled: number }> {
    const unsettled = await this.settlement.unsettledMatches();
    for (const { matchId } of unsettled) await this.settleMatch(matchId);
    if (unsettled.length) this.logger.log(`healed ${unsettled.length} unsettled match(es)`);
    return { settled: unsettled.length };
  }
}
