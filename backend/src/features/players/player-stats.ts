import type { EntityManager } from 'typeorm';

/** Whose totals to recount: the players who took part in one match, or every player (after seeding). */
export type PlayerTotalsScope = { matchId: number } | 'allPlayers';

/**
 * Players' goals, assists, cards and appearances, recounted from the match timeline and line-ups: recomputed,
 * never incremented, so a re-run or a correction leaves totals that match the events exactly. The one place
 * this rule lives: the live app recounts one match's players, the seed everyone's.
 */
export async function recountPlayerTotals(manager: EntityManager, scope: PlayerTotalsScope): Promise<void> {
  // A null match id selects every player; a match id, everyone in its line-ups or on its timeline.
  const matchId = scope === 'allPlayers' ? null : scope.matchId;
  await manager.query(
    `WITH involved AS (
       SELECT id FROM players WHERE $1::int IS NULL
       UNION SELECT player_id FROM match_lineups WHERE match_id = $1
       UNION SELECT player_id FROM match_events WHERE match_id = $1 AND player_id IS NOT NULL
       UNION SELECT assist_player_id FROM match_events WHERE match_id = $1 AND assist_player_id IS NOT NULL
     )
     UPDATE players p SET
       goals = (SELECT count(*) FROM match_events e WHERE e.type = 'goal' AND e.disallowed_version IS NULL AND e.player_id = p.id),
       assists = (SELECT count(*) FROM match_events e WHERE e.type = 'goal' AND e.disallowed_version IS NULL AND e.assist_player_id = p.id),
       yellow_cards = (SELECT count(*) FROM match_events e WHERE e.type = 'yellow_card' AND e.player_id = p.id),
       red_cards = (SELECT count(*) FROM match_events e WHERE e.type = 'red_card' AND e.player_id = p.id),
       appearances = (SELECT count(*) FROM match_lineups l WHERE l.player_id = p.id),
       updated_at = now()
     FROM involved WHERE p.id = involved.id`,
    [matchId],
  );
}
