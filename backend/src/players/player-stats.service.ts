import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * Players' goals, assists, cards and appearances, recounted from the match timeline and line-ups for everyone
 * who took part in a match: a re-run, or a correction, leaves totals that match the events exactly.
 */
@Injectable()
export class PlayerStatsService {
  async recomputeForMatch(manager: EntityManager, matchId: number): Promise<void> {
    await manager.query(
      `WITH involved AS (
         SELECT player_id AS id FROM match_lineups WHERE match_id = $1
         UNION SELECT player_id FROM match_events WHERE match_id = $1 AND player_id IS NOT NULL
         UNION SELECT assist_player_id FROM match_events WHERE match_id = $1 AND assist_player_id IS NOT NULL
       )
       UPDATE players p SET
         goals = (SELECT count(*) FROM match_events e WHERE e.type = 'goal' AND e.player_id = p.id),
         assists = (SELECT count(*) FROM match_events e WHERE e.type = 'goal' AND e.assist_player_id = p.id),
         yellow_cards = (SELECT count(*) FROM match_events e WHERE e.type = 'yellow_card' AND e.player_id = p.id),
         red_cards = (SELECT count(*) FROM match_events e WHERE e.type = 'red_card' AND e.player_id = p.id),
         appearances = (SELECT count(*) FROM match_lineups l WHERE l.player_id = p.id),
         updated_at = now()
       FROM involved WHERE p.id = involved.id`,
      [matchId],
    );
  }
}
