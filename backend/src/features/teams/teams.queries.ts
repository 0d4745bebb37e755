import { In, type EntityManager } from 'typeorm';
import type { RankedStandingRow } from '@isl/contracts';
import { Team } from './team.entity';

/*
 * The teams table's queries for the features that need clubs: each takes the caller's EntityManager, so it runs
 * in the caller's transaction when there is one (the table rewritten in a match command's).
 */

/** The clubs in table order (positions stored by writeStandings, then by name), with all the table shows. */
export function clubsInTableOrder(manager: EntityManager): Promise<Team[]> {
  return manager.find(Team, { order: { currentPosition: { direction: 'ASC', nulls: 'LAST' }, name: 'ASC' } });
}

/** Every club's id and name: what ranking the table needs of them (the name breaks the last tie). */
export function clubNames(manager: EntityManager): Promise<Pick<Team, 'id' | 'name'>[]> {
  return manager.find(Team, { select: { id: true, name: true } });
}

/** Those of `ids` that are clubs of the league. */
export async function existingClubIds(manager: EntityManager, ids: readonly number[]): Promise<number[]> {
  const found = await manager.find(Team, { where: { id: In([...ids]) }, select: { id: true } });
  return found.map((team) => team.id);
}

/** Stores a ranked table's figures and positions on the clubs' rows, in one statement. */
export async function writeStandings(manager: EntityManager, table: readonly RankedStandingRow[]): Promise<void> {
  const column = <K extends keyof RankedStandingRow>(key: K) => table.map((row) => row[key]);
  await manager.query(
    `UPDATE teams SET matches_played = t.mp, wins = t.w, draws = t.d, losses = t.l, goals_for = t.gf,
            goals_against = t.ga, points = t.pts, current_position = t.pos, updated_at = now()
       FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])
            AS t(id, mp, w, d, l, gf, ga, pts, pos)
      WHERE teams.id = t.id`,
    [
      column('teamId'),
      column('matchesPlayed'),
      column('wins'),
      column('draws'),
      column('losses'),
      column('goalsFor'),
      column('goalsAgainst'),
      column('points'),
      column('position'),
    ],
  );
}
