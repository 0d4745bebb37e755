import type { EntityManager } from 'typeorm';
import { writePlayerTotals, type PlayerTotals } from '../players';

/** Whose totals to recount: the players who took part in one match, or every player (after seeding). */
export type PlayerTotalsScope = { matchId: number } | 'allPlayers';

/**
 * Players' goals, assists, cards (those that stand) and appearances, recounted from the match timelines and line-ups: recomputed,
 * never incremented, so a re-run or a correction leaves totals that match the events exactly. The one place
 * this rule lives: a match command recounts its match's players, the seed everyone's.
 */
export async function recountPlayerTotals(manager: EntityManager, scope: PlayerTotalsScope): Promise<void> {
  // A null match id takes every player seen in any match; a match id, everyone in its line-ups or on its timeline.
  const matchId = scope === 'allPlayers' ? null : scope.matchId;
  const totals: PlayerTotals[] = await manager.query(
    `WITH involved AS (
       SELECT player_id FROM match_lineups WHERE $1::int IS NULL OR match_id = $1
       UNION SELECT player_id FROM match_events WHERE ($1::int IS NULL OR match_id = $1) AND player_id IS NOT NULL
       UNION SELECT assist_player_id FROM match_events WHERE ($1::int IS NULL OR match_id = $1) AND assist_player_id IS NOT NULL
     )
     SELECT i.player_id AS "playerId",
            (SELECT count(*) FROM match_events e WHERE e.type = 'goal' AND e.disallowed_version IS NULL AND e.player_id = i.player_id)::int AS goals,
            (SELECT count(*) FROM match_events e WHERE e.type = 'goal' AND e.disallowed_version IS NULL AND e.assist_player_id = i.player_id)::int AS assists,
            (SELECT count(*) FROM match_events e WHERE e.type = 'yellow_card' AND e.disallowed_version IS NULL AND e.player_id = i.player_id)::int AS "yellowCards",
            (SELECT count(*) FROM match_events e WHERE e.type = 'red_card' AND e.disallowed_version IS NULL AND e.player_id = i.player_id)::int AS "redCards",
            (SELECT count(*) FROM match_lineups l WHERE l.player_id = i.player_id)::int AS appearances
       FROM involved i`,
    [matchId],
  );
  await writePlayerTotals(manager, totals, { everyPlayer: scope === 'allPlayers' });
}
