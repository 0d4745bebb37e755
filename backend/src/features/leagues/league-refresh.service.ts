import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { LeagueGame } from '@isl/contracts';
import { liveMessages } from '../../platform/live/live-events';
import { recordInOutbox } from '../../platform/outbox/outbox';
import { overdueWork, takeDue } from '../../platform/queue/work-due';
import { awardBadges } from '../badges';
import { currentSeason } from '../seasons';
import { CLUB_LEAGUE_GAME, createClubLeagues, syncClubLeagues } from './club-leagues';
import { lockTables, rewriteTables, rewriteWinnersOfRound, roundComplete } from './league-tables';

/** What a refresh did: rows of league tables rewritten, and new badges for the round's winners. */
export interface LeagueRefresh {
  changedRows: number;
  badges: number;
}

/**
 * Works out every league table of a season and game after a round's points changed, in one transaction: the
 * clubs' leagues brought in line with who follows each club (the current season's, predictions), every member's
 * points and rank, the round's winners in each league, and once the round is complete (every match finished
 * and counted) the leagueRoundWinner badge for them, each awarded once by its unique key. Where a table changed,
 * `leagues:update` tells open league screens through the outbox, so they read it after this commits. It takes off
 * the note that the refresh is due (work-due.ts), by which the sweep tells a refresh whose job was lost.
 */
@Injectable()
export class LeagueRefreshService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  refresh(season: string, game: LeagueGame, round: number): Promise<LeagueRefresh> {
    return this.dataSource.transaction(async (manager) => {
      await lockTables(manager, season, game, 'refresh');
      await takeDue(manager, 'league-tables', { season, game, round });
      if (game === CLUB_LEAGUE_GAME && (await currentSeason(manager)).label === season) {
        await createClubLeagues(manager, season);
        await syncClubLeagues(manager, season, null);
      }
      const changedRows = await rewriteTables(manager, season, game);
      await rewriteWinnersOfRound(manager, season, game, round);
      const badges = (await roundComplete(manager, game, season, round)) ? await this.awardRoundWins(manager, season, game, round) : 0;
      // Open league screens reload once this commits: the settlement's own leaderboard update came before it.
      if (changedRows || badges) await recordInOutbox(manager, [{ broadcast: liveMessages.leaguesChanged({ season, game }) }]);
      return { changedRows, badges };
    });
  }

  /**
   * Does, here and now, each refresh noted as due long after its job should have run: one that failed for good
   * (the database away longer than its retries) is made good by the worker's sweep. Returns the refreshes run.
   */
  async healOverdue(): Promise<{ season: string; game: LeagueGame; round: number }[]> {
    const overdue = await overdueWork(this.dataSource.manager, 'league-tables');
    for (const { season, game, round } of overdue) await this.refresh(season, game, round);
    return overdue;
  }

  /** The leagueRoundWinner badge for each league's winners of the round; how many are new. */
  private async awardRoundWins(manager: EntityManager, season: string, game: LeagueGame, round: number): Promise<number> {
    const winners = (await manager.query(
      `SELECT w.league_id AS "leagueId", w.user_id AS "userId"
         FROM league_round_winners w JOIN leagues l ON l.id = w.league_id
        WHERE l.season = $1 AND l.game = $2 AND w.round = $3`,
      [season, game, round],
    )) as { leagueId: number; userId: string }[];
    return awardBadges(
      manager,
      winners.map(({ leagueId, userId }) => ({ userId, kind: 'leagueRoundWinner' as const, season, round, leagueId })),
    );
  }
}
