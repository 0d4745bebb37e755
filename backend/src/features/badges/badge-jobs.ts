import { Injectable, Logger } from '@nestjs/common';
import type { JobData } from '../../platform/queue/jobs';
import type { JobHandlers } from '../../platform/queue/queue-workers';
import { BadgesService } from './badges.service';

/** The settlement queue's jobs that concern badges: award a round's once it is complete, and heal lost awards. */
@Injectable()
export class BadgeJobs implements JobHandlers<'settlement'> {
  readonly queue = 'settlement';
  readonly handlers = {
    'award-badges': ({ season, round }: JobData<'settlement', 'award-badges'>) => this.awardRound(season, round),
    'sweep-unsettled': () => this.healOverdue(),
  };
  private readonly logger = new Logger(BadgeJobs.name);

  constructor(private readonly badges: BadgesService) {}

  async awardRound(season: string, round: number): Promise<{ awarded: number }> {
    const awarded = await this.badges.awardRound(season, round);
    if (awarded) this.logger.log(`awarded ${awarded} badge(s) of round ${round} of ${season}`);
    return { awarded: awarded ?? 0 };
  }

  /** As PredictionJobs.healUnsettled does for predictions: awards here and now the rounds whose jobs were lost. */
  async healOverdue(): Promise<{ rounds: number }> {
    const healed = await this.badges.healOverdue();
    for (const { season, round } of healed) this.logger.log(`healed the badges of round ${round} of ${season}`);
    return { rounds: healed.length };
  }
}
