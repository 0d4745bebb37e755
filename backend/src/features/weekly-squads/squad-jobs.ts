import { Injectable, Logger } from '@nestjs/common';
import type { JobData } from '../../platform/queue/jobs';
import type { JobHandlers } from '../../platform/queue/queue-workers';
import { OutboxRelay } from '../../platform/outbox/outbox-relay.service';
import { SquadScoringService } from './squad-scoring.service';

/** The settlement queue's jobs that concern weekly squads: score a finished match's round, or heal those that lag. */
@Injectable()
export class SquadJobs implements JobHandlers<'settlement'> {
  readonly queue = 'settlement';
  readonly handlers = {
    'score-squads': (data: JobData<'settlement', 'score-squads'>) => this.scoreSquads(data.matchId),
    'sweep-unsettled': () => this.healUnscored(),
  };
  private readonly logger = new Logger(SquadJobs.name);

  constructor(
    private readonly scoring: SquadScoringService,
    private readonly outbox: OutboxRelay,
  ) {}

  async scoreSquads(matchId: number): Promise<{ scored: boolean }> {
    const round = await this.scoring.scoreMatch(matchId);
    if (!round) return { scored: false };
    // The round's news to the fans is in the outbox: delivered now, not at the next poll.
    this.outbox.wake();
    this.logger.log(`scored the squads of round ${round.week} after match ${matchId}`);
    return { scored: true };
  }

  /** As PredictionJobs.healUnsettled does for predictions: scores here and now every match whose squads lag. */
  async healUnscored(): Promise<{ scored: number }> {
    const unscored = await this.scoring.unscoredMatches();
    for (const { matchId } of unscored) await this.scoreSquads(matchId);
    if (unscored.length) this.logger.log(`healed ${unscored.length} unscored match(es)`);
    return { scored: unscored.length };
  }
}
