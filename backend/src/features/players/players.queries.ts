import { In, type EntityManager } from 'typeorm';
import type { PlayerPosition } from '@isl/contracts';
import { Player } from './player.entity';

/*
 * The players table's queries for the features that pick, field and score players: each takes the caller's
 * EntityManager, so it runs in the caller's transaction when there is one (a match command's, a squad's save).
 */

/** Every player's club, for other features' set-based statements (a round of 100,000 squads is one): (id, team_id). */
export const PLAYER_CLUBS_SQL = `(SELECT id, team_id FROM players)`;

/** A player as line-ups and squads pick them: position, form and fitness, and the names a sheet shows. */
export type SquadPlayer = Pick<
  Player,
  'id' | 'teamId' | 'name' | 'nameArabic' | 'nameKurdish' | 'jerseyNumber' | 'position' | 'rating' | 'isInjured'
>;

/** Every player of these clubs. */
export function squadsOf(manager: EntityManager, teamIds: readonly number[]): Promise<SquadPlayer[]> {
  return manager.find(Player, {
    where: { teamId: In([...teamIds]) },
    select: { id: true, teamId: true, name: true, nameArabic: true, nameKurdish: true, jerseyNumber: true, position: true, rating: true, isInjured: true },
  });
}

/** Those of `ids` who play for `teamId`. */
export async function playerIdsInClub(manager: EntityManager, ids: readonly number[], teamId: number): Promise<number[]> {
  const found = await manager.find(Player, { where: { id: In([...ids]), teamId }, select: { id: true } });
  return found.map((player) => player.id);
}

/** The players of `ids` that exist, each with the name of their club. */
export async function playersWithClubs(manager: EntityManager, ids: readonly number[]): Promise<(SquadPlayer & { teamName: string })[]> {
  const players = await manager.find(Player, { where: { id: In([...ids]) }, relations: { team: true } });
  return players.map(({ team, ...player }) => ({ ...player, teamName: team?.name ?? '' }));
}

/** Each of these players' position. */
export async function positionsOf(manager: EntityManager, ids: readonly number[]): Promise<Map<number, PlayerPosition>> {
  const found = await manager.find(Player, { where: { id: In([...ids]) }, select: { id: true, position: true } });
  return new Map(found.map((player) => [player.id, player.position]));
}

/** A player's season totals, as a recount of the matches' timelines and line-ups finds them. */
export interface PlayerTotals {
  playerId: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  appearances: number;
}

/**
 * Stores recounted totals on the players' rows, in one statement; `everyPlayer` (a recount of the whole league)
 * also zeroes the totals of the players the recount did not find in any match.
 */
export async function writePlayerTotals(manager: EntityManager, totals: readonly PlayerTotals[], { everyPlayer }: { everyPlayer: boolean }): Promise<void> {
  const column = <K extends keyof PlayerTotals>(key: K) => totals.map((row) => row[key]);
  await manager.query(
    `UPDATE players p SET goals = coalesce(t.goals, 0), assists = coalesce(t.assists, 0), yellow_cards = coalesce(t.yellow_cards, 0),
            red_cards = coalesce(t.red_cards, 0), appearances = coalesce(t.appearances, 0), updated_at = now()
       FROM players q
       LEFT JOIN unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[])
            AS t(player_id, goals, assists, yellow_cards, red_cards, appearances) ON t.player_id = q.id
      WHERE p.id = q.id AND (t.player_id IS NOT NULL OR $7::boolean)`,
    [column('playerId'), column('goals'), column('assists'), column('yellowCards'), column('redCards'), column('appearances'), everyPlayer],
  );
}
