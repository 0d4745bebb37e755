import type { EntityManager } from 'typeorm';
import { positionGroup, SQUAD_SCORING, type PlayerPosition } from '@isl/contracts';
import { matchPlayerStats, type MatchPlayerStats } from '../matches';
import { positionsOf } from '../players';
import { squadPlayerPointsSql } from './squad-points.sql';

/** Whose points to recompute: one finished match's players, or every finished match (after seeding). */
export type MatchPointsScope = { matchId: number } | 'allMatches';

/** Rows per INSERT statement: few round trips, far below PostgreSQL's 65,535 bind parameters. */
const ROWS_PER_INSERT = 500;

/** Enough to aggregate a round of 100,000 squads' 1.1 million picks in memory (rounds are scored one at a time each). */
const SCORING_WORK_MEM = '64MB';

/** A player's weekly-squad points in one match, line by line. */
export interface MatchPoints {
  appearance: number;
  goals: number;
  assists: number;
  cleanSheet: number;
  cards: number;
  points: number;
}

/**
 * The rules of SQUAD_SCORING applied to what a player did in a finished match (the one place they are applied;
 * the numbers come from contracts):
 * - everyone on the sheet played; some of them 60 minutes or more of regular time;
 * - goals by position, assists, cards;
 * - a clean sheet for a player who played 60 minutes while their team conceded nothing.
 */
export function matchPoints(stats: MatchPlayerStats, position: PlayerPosition): MatchPoints {
  const group = positionGroup(position);
  const played60 = stats.minutesPlayed >= 60;
  const line = {
    appearance: played60 ? SQUAD_SCORING.appearance60 : SQUAD_SCORING.appearance,
    goals: stats.goals * SQUAD_SCORING.goal[group],
    assists: stats.assists * SQUAD_SCORING.assist,
    cleanSheet: played60 && stats.conceded === 0 ? SQUAD_SCORING.cleanSheet[group] : 0,
    cards: stats.yellowCards * SQUAD_SCORING.yellowCard + stats.redCards * SQUAD_SCORING.redCard,
  };
  return { ...line, points: line.appearance + line.goals + line.assists + line.cleanSheet + line.cards };
}

/**
 * Players' weekly-squad points per finished match, recomputed from what the match's sheet, timeline and score
 * say each did (matchPlayerStats) and their positions: the rows of the scope are replaced, never incremented.
 */
export async function recomputePlayerMatchPoints(manager: EntityManager, scope: MatchPointsScope): Promise<void> {
  const stats = await matchPlayerStats(manager, scope);
  const positions = await positionsOf(manager, [...new Set(stats.map((line) => line.playerId))]);
  const rows = stats.map((line) => {
    const points = matchPoints(line, positions.get(line.playerId) as PlayerPosition);
    return [line.matchId, line.playerId, line.season, line.round, points.appearance, points.goals, points.assists, points.cleanSheet, points.cards, points.points];
  });
  await manager.query(`DELETE FROM player_match_points WHERE $1::int IS NULL OR match_id = $1`, [scope === 'allMatches' ? null : scope.matchId]);
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const column = (index: number) => chunk.map((row) => row[index]);
    await manager.query(
      `INSERT INTO player_match_points (match_id, player_id, season, round, appearance, goals, assists, clean_sheet, cards, points)
       SELECT * FROM unnest($1::int[], $2::int[], $3::varchar[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[])`,
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(column),
    );
  }
}

/**
 * Every squad of a round: its players' points in the round's scored matches and what its captaincy adds (the
 * rows of squadPlayerPointsSql), and its rank (equal points share a rank). Only rows whose numbers change are
 * written, so a re-run that changes nothing writes nothing.
 */
export async function rescoreRound(manager: EntityManager, season: string, week: number): Promise<void> {
  // PostgreSQL takes each squad for 100 players (its guess for jsonb_array_elements_text), so it would spend
  // seconds compiling the statement (JIT) and spill its aggregate to disk; for the rest of the scoring's
  // transaction, neither.
  await manager.query(`SET LOCAL jit = off`);
  await manager.query(`SET LOCAL work_mem = '${SCORING_WORK_MEM}'`);
  await manager.query(
    `WITH totals AS (
       SELECT "squadId" AS id, sum(coalesce(points, 0) + bonus)::int AS total FROM (${squadPlayerPointsSql()}) line GROUP BY "squadId"),
     ranked AS (SELECT id, total, rank() OVER (ORDER BY total DESC)::int AS position FROM totals)
     UPDATE weekly_squads s SET total_points = r.total, rank = r.position
       FROM ranked r
      WHERE s.id = r.id AND (s.total_points <> r.total OR s.rank IS DISTINCT FROM r.position)`,
    [season, week],
  );
}
