import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { BadgeResponse } from '@isl/contracts';
import { overdueWork, takeDue } from '../../platform/queue/work-due';
import { countedRoundMatches } from '../matches';
import { PREDICTION_SETTLEMENTS_SQL } from '../predictions';
import { awardRoundBadges, badgesOf } from './badges.queries';

/** A fan's badges, and the worker's awarding of a round's. */
@Injectable()
export class BadgesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  mine(userId: string): Promise<BadgeResponse[]> {
    return badgesOf(this.dataSource.manager, userId);
  }

  /**
   * Awards the badges of the round once it is complete (none before), each exactly once however often this runs,
   * on however many workers at once: the badges' unique key keeps one of each, and a crash half-way rolls back.
   * Takes off the note that the award is due (work-due.ts). Returns how many are new; null while the round is
   * not complete.
   */
  awardRound(season: string, round: number): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      await takeDue(manager, 'round-badges', { season, round });
      const matches = await countedRoundMatches(manager, PREDICTION_SETTLEMENTS_SQL, season, round);
      return matches === null ? null : awardRoundBadges(manager, season, round, matches);
    });
  }

  /** Awards here and now the rounds whose award jobs were lost (due long after they should have run); returns them. */
  async healOverdue(): Promise<{ season: string; round: number }[]> {
    const overdue = await overdueWork(this.dataSource.manager, 'round-badges');
    for (const { season, round } of overdue) await this.awardRound(season, round);
    return overdue;
  }
}
