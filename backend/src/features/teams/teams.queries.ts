import { In, type EntityManager } from 'typeorm';
import { Team } from './team.entity';

/*
 * The teams table's queries for the features that need clubs: each takes the caller's EntityManager, so it runs
 * in the caller's transaction when there is one.
 */

/** Those of `ids` that are clubs of the league. */
export async function existingClubIds(manager: EntityManager, ids: readonly number[]): Promise<number[]> {
  const found = await manager.find(Team, { where: { id: In([...ids]) }, select: { id: true } });
  return found.map((team) => team.id);
}
