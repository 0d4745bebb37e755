import type { EntityManager } from 'typeorm';
import { PLAYER_POSITIONS, positionGroup, SQUAD_SCORING } from '@isl/contracts';

/** Whose points to recompute: one finished match's players, or every finished match (after seeding). */
export type MatchPointsScope = { matchId: number } | 'allMatches';

/** SQUAD_SCORING's per-group points, by position label, for SQL to look up. */
const byPosition = (points: Record<string, number>) => JSON.stringify(Object.fromEntries(PLAYER_POSITIONS.map((position) => [position, points[positionGroup(position)]])));

/**
 * Players' weekly-squad points per finished match, recomputed from the line-ups, the timeline and the score
 * (the one place the rules of SQUAD_SCORING are applied to the data; the numbers come from contracts):
 * - everyone on the sheet played; a starter not sent off before the hour played 60 minutes;
 * - goals by position, assists, cards;
 * - a clean sheet for a player who played 60 minutes while their team conceded nothing.
 */
export async function recomputePlayerMatchPoints(manager: EntityManager, scope: MatchPointsScope): Promise<void> {
  const matchId = scope === 'allMatches' ? null : scope.matchId;
  await manager.query(`DELETE FROM player_match_points WHERE $1::int IS NULL OR match_id = $1`, [matchId]);
  await manager.query(
    `WITH scoped AS (
       SELECT id, season, matchday, home_team_id, home_score, away_score FROM matches
        WHERE status = 'finished' AND ($1::int IS NULL OR id = $1)),
     events AS (
       SELECT e.match_id, e.player_id,
              count(*) FILTER (WHERE e.type = 'goal' AND e.disallowed_version IS NULL) AS goals,
              count(*) FILTER (WHERE e.type = 'yellow_card') AS yellows,
              count(*) FILTER (WHERE e.type = 'red_card') AS reds,
              min(e.minute) FILTER (WHERE e.type = 'red_card') AS sent_off_at
         FROM match_events e JOIN scoped m ON m.id = e.match_id WHERE e.player_id IS NOT NULL
        GROUP BY e.match_id, e.player_id),
     assists AS (
       SELECT e.match_id, e.assist_player_id AS player_id, count(*) AS assists
         FROM match_events e JOIN scoped m ON m.id = e.match_id
        WHERE e.type = 'goal' AND e.disallowed_version IS NULL AND e.assist_player_id IS NOT NULL
        GROUP BY e.match_id, e.assist_player_id),
     stats AS (
       SELECT l.match_id, l.player_id, m.season, m.matchday, p.position,
              l.is_starter AND (ev.sent_off_at IS NULL OR ev.sent_off_at >= 60) AS played60,
              coalesce(ev.goals, 0) AS goals, coalesce(a.assists, 0) AS assists,
              coalesce(ev.yellows, 0) AS yellows, coalesce(ev.reds, 0) AS reds,
              CASE WHEN l.team_id = m.home_team_id THEN m.away_score ELSE m.home_score END AS conceded
         FROM match_lineups l
         JOIN scoped m ON m.id = l.match_id
         JOIN players p ON p.id = l.player_id
         LEFT JOIN events ev ON ev.match_id = l.match_id AND ev.player_id = l.player_id
         LEFT JOIN assists a ON a.match_id = l.match_id AND a.player_id = l.player_id),
     scored AS (
       SELECT match_id, player_id, season, matchday,
              CASE WHEN played60 THEN $2::int ELSE $3::int END AS appearance,
              goals * ($4::jsonb ->> position)::int AS goals,
              assists * $5::int AS assists,
              CASE WHEN played60 AND conceded = 0 THEN ($6::jsonb ->> position)::int ELSE 0 END AS clean_sheet,
              yellows * $7::int + reds * $8::int AS cards
         FROM stats)
     INSERT INTO player_match_points (match_id, player_id, season, round, appearance, goals, assists, clean_sheet, cards, points)
     SELECT match_id, player_id, season, matchday, appearance, goals, assists, clean_sheet, cards,
            appearance + goals + assists + clean_sheet + cards
       FROM scored`,
    [
      matchId,
      SQUAD_SCORING.appearance60,
      SQUAD_SCORING.appearance,
      byPosition(SQUAD_SCORING.goal),
      SQUAD_SCORING.assist,
      byPosition(SQUAD_SCORING.cleanSheet),
      SQUAD_SCORING.yellowCard,
      SQUAD_SCORING.redCard,
    ],
  );
}

/**
 * Every squad of a round: its players' points in the round's finished matches, and its rank (equal points
 * share a rank). Only rows whose numbers change are written, so a re-run that changes nothing writes nothing.
 */
export async function rescoreRound(manager: EntityManager, season: string, week: number): Promise<void> {
  await manager.query(
    `WITH round_points AS (
       SELECT player_id, sum(points)::int AS points FROM player_match_points WHERE season = $1 AND round = $2 GROUP BY player_id),
     totals AS (
       SELECT s.id, coalesce(sum(rp.points), 0)::int AS total
         FROM weekly_squads s
         CROSS JOIN LATERAL jsonb_array_elements(s.player_ids) AS picked(player_id)
         LEFT JOIN round_points rp ON rp.player_id = picked.player_id::int
        WHERE s.season = $1 AND s.week = $2
        GROUP BY s.id),
     ranked AS (SELECT id, total, rank() OVER (ORDER BY total DESC)::int AS position FROM totals)
     UPDATE weekly_squads s SET total_points = r.total, rank = r.position
       FROM ranked r
      WHERE s.id = r.id AND (s.total_points <> r.total OR s.rank IS DISTINCT FROM r.position)`,
    [season, week],
  );
}
