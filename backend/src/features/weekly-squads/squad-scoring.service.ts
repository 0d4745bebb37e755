import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SquadsScoredPayload } from '@isl/contracts';
import { recomputePlayerMatchPoints, rescoreRound } from './squad-scoring';

interface MatchRow {
  status: string;
  season: string;
  matchday: number;
  version: number;
  squad_scored_version: number;
}

/**
 * Scores weekly squads as a round's matches finish: the match's players' points, then every squad of its
 * round, then the version scored, in one transaction. Recomputed rather than incremented, so it is safe to
 * run twice, on two workers at once, after a crash, or after a score correction.
 */
@Injectable()
export class SquadScoringService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The round whose squads changed; null when there is nothing to do (not finished, or scored at this version). */
  scoreMatch(matchId: number): Promise<SquadsScoredPayload | null> {
    return this.dataSource.transaction(async (manager) => {
      // The row lock orders this against score corrections of the same match.
      const [match] = (await manager.query(
        `SELECT status, season, matchday, version, squad_scored_version FROM matches WHERE id = $1 FOR UPDATE`,
        [matchId],
      )) as MatchRow[];
      if (!match || match.status !== 'finished' || match.squad_scored_version >= match.version) return null;
      // One round's squads are scored by one job at a time: two of its matches finishing together share squads.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`squads:${match.season}:${match.matchday}`]);
      await recomputePlayerMatchPoints(manager, { matchId });
      await rescoreRound(manager, match.season, match.matchday);
      await manager.query(`UPDATE matches SET squad_scored_version = $2 WHERE id = $1`, [matchId, match.version]);
      return { season: match.season, week: match.matchday };
    });
  }

  /** Finished matches whose squads were not scored against their latest result. */
  unscoredMatches(): Promise<{ matchId: number; version: number }[]> {
    return this.dataSource.query(
      `SELECT id AS "matchId", version FROM matches WHERE status = 'finished' AND squad_scored_version < version ORDER BY id`,
    );
  }
}
