import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { recountPlayerTotals } from './player-stats';

/** Keeps players' totals in step with a match whose result changed (the rule itself is in player-stats.ts). */
@Injectable()
export class PlayerStatsService {
  async recomputeForMatch(manager: EntityManager, matchId: number): Promise<void> {
    await recountPlayerTotals(manager, { matchId });
  }
}
