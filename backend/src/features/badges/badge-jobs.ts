import { Injectable, Logger } from '@nestjs/common';
import type { JobData } from '../../platform/queue/jobs';
import type { JobHandlers } from '../../platform/queue/queue-workers';
import { BadgesService } from './badges.service';

/** The settlement queue's job that concerns badges: award a round's once it is complete. */
@Injectable()
export class BadgeJobs implements JobHandlers<'settlement'> {
  readonly queue = 'settlement';
  readonly handlers = {
    'award-badges': ({ season, round }: JobData<'settlement', 'award-badges'>) => this.awardRound(season, round),
  };
  private readonly logger = new Logger(BadgeJobs.name);

  constructor(private readonly badges: BadgesService) {}

  async awardRound(season: string, round: number): Promise<{ awarded: number }> {
    const awarded = await this.badges.awardRound(season, round);
    if (awarded) this.logger.log(`awarded ${awarded} badge(s) of round ${round} of ${season}`);
    return { awarded: awarded ?? 0 };
  }
}
