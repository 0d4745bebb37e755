import type { Client } from 'pg';
import { positionGroup, type PositionGroup } from '@isl/contracts';
import type { SquadMember } from '../../src/features/matches/lineup';

/** A player as the squad tests pick them. */
export type SquadPlayer = SquadMember & { name: string };

/** Every player of the test's database, by id. */
export async function squadPlayers(db: Client): Promise<SquadPlayer[]> {
  return (await db.query(`SELECT id, team_id AS "teamId", position, rating::text AS rating, is_injured AS "isInjured", name FROM players ORDER BY id`)).rows as SquadPlayer[];
}

/** The players of a position group who are not injured, but those in `except`. */
export const fitPlayersOf = (players: readonly SquadPlayer[], group: PositionGroup, except: number[] = []) =>
  players.filter((p) => !p.isInjured && positionGroup(p.position) === group && !except.includes(p.id));

/** A valid 4-3-3 in slot order, at most 3 a club, none injured, taken from clubs not in `avoidTeams`. */
export function validElevenOf(players: readonly SquadPlayer[], avoidTeams: number[] = []): number[] {
  const perClub = new Map<number, number>();
  const picked: number[] = [];
  for (const [group, count] of [['GK', 1], ['DEF', 4], ['MID', 3], ['FWD', 3]] as const) {
    for (const player of fitPlayersOf(players, group).filter((p) => !avoidTeams.includes(p.teamId))) {
      if (picked.filter((id) => positionGroup(players.find((p) => p.id === id)!.position) === group).length === count) break;
      if ((perClub.get(player.teamId) ?? 0) >= 2) continue;
      perClub.set(player.teamId, (perClub.get(player.teamId) ?? 0) + 1);
      picked.push(player.id);
    }
  }
  return picked;
}
