import { CAPTAIN_MULTIPLIER, MATCH_STATUS, type SquadPlayerRoundStatus } from '@isl/contracts';
import { MATCH_CLUBS_SQL } from '../matches';
import { PLAYER_CLUBS_SQL } from '../players';

/** A picked player of a round's squad as squadPlayerPointsSql reads him. */
export interface SquadPlayerPointsRow {
  squadId: number;
  playerId: number;
  status: SquadPlayerRoundStatus;
  /** His own points in the round's scored matches, line by line; null unless he played one. */
  appearance: number | null;
  goals: number | null;
  assists: number | null;
  cleanSheet: number | null;
  cards: number | null;
  points: number | null;
  /** Whose armband doubles his points this round: the captain's, or the vice-captain's standing in; null for the others. */
  doubledAs: 'captain' | 'viceCaptain' | null;
  /** What the doubling adds to the squad's total: his points once more (CAPTAIN_MULTIPLIER - 1 times), else 0. */
  bonus: number;
}

/**
 * Each picked player of a round's squads (`$1` the season, `$2` the round; `squads` a further condition on
 * `weekly_squads s`) with his points in the round, where he stands (SquadPlayerRoundStatus), and what the
 * captaincy adds. A squad's total is the sum of its rows' points and bonus.
 *
 * A player "did not play" once he has no points in the round and none of his club's matches of it is still to
 * be scored (cancelled ones are never played): until then he is awaited, and so is his armband. The captain who
 * played is doubled; the vice-captain is doubled instead only once the captain did not play, never while the
 * captain's match is still to come. A squad without a captain (saved before captains) doubles no one.
 *
 * The rule lives here, in SQL, and only here: the scoring sums these rows for every squad of a round in one
 * set-based statement (100,000 squads), and the squad screen reads the same rows for one squad as its lines,
 * so the lines a fan sees add up to the total the leaderboards rank.
 */
export function squadPlayerPointsSql(squads = 'true'): string {
  return `WITH round_points AS (
       SELECT player_id, sum(appearance)::int AS appearance, sum(goals)::int AS goals, sum(assists)::int AS assists,
              sum(clean_sheet)::int AS clean_sheet, sum(cards)::int AS cards, sum(points)::int AS points
         FROM player_match_points WHERE season = $1 AND round = $2 GROUP BY player_id),
     clubs_to_play AS (
       SELECT DISTINCT m.team_id FROM ${MATCH_CLUBS_SQL} m LEFT JOIN squad_scorings scored ON scored.match_id = m.id
        WHERE m.season = $1 AND m.round = $2 AND m.status <> '${MATCH_STATUS.cancelled}' AND scored.match_id IS NULL),
     round_players AS (
       SELECT p.id AS player_id, rp.appearance, rp.goals, rp.assists, rp.clean_sheet, rp.cards, rp.points,
              CASE WHEN rp.player_id IS NOT NULL THEN 'played' WHEN c.team_id IS NULL THEN 'did_not_play' ELSE 'awaiting' END AS status
         FROM ${PLAYER_CLUBS_SQL} p
         LEFT JOIN round_points rp ON rp.player_id = p.id
         LEFT JOIN clubs_to_play c ON c.team_id = p.team_id),
     picked AS (
       SELECT s.id AS squad_id, pick.player_id::int AS player_id,
              CASE WHEN pick.player_id::int = s.captain_id AND captain.status = 'played' THEN 'captain'
                   WHEN pick.player_id::int = s.vice_captain_id AND captain.status = 'did_not_play' THEN 'viceCaptain' END AS doubled_as
         FROM weekly_squads s
         CROSS JOIN LATERAL jsonb_array_elements_text(s.player_ids) AS pick(player_id)
         LEFT JOIN round_players captain ON captain.player_id = s.captain_id
        WHERE s.season = $1 AND s.week = $2 AND (${squads}))
   SELECT picked.squad_id AS "squadId", picked.player_id AS "playerId", coalesce(rp.status, 'awaiting') AS status,
          rp.appearance, rp.goals, rp.assists, rp.clean_sheet AS "cleanSheet", rp.cards, rp.points,
          picked.doubled_as AS "doubledAs",
          CASE WHEN picked.doubled_as IS NULL THEN 0 ELSE coalesce(rp.points, 0) * ${CAPTAIN_MULTIPLIER - 1} END AS bonus
     FROM picked LEFT JOIN round_players rp ON rp.player_id = picked.player_id`;
}
