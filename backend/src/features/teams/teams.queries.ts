import { In, type EntityManager } from 'typeorm';
import { slugOf } from '@isl/contracts';
import { Team } from './team.entity';

/*
 * The teams table's queries for the features that need clubs: each takes the caller's EntityManager, so it runs
 * in the caller's transaction when there is one.
 */

/** The teams table's slug column holds this many characters. */
const SLUG_MAX_LENGTH = 60;

/** Those of `ids` that are clubs of the league. */
export async function existingClubIds(manager: EntityManager, ids: readonly number[]): Promise<number[]> {
  const found = await manager.find(Team, { where: { id: In([...ids]) }, select: { id: true } });
  return found.map((team) => team.id);
}

/**
 * Creates clubs known only by their Latin name (an imported file's new clubs): each with a slug of its own made
 * from the name, its names in Arabic and Sorani left for the desk to write. Answers their ids, in `names`' order.
 */
export async function createClubs(manager: EntityManager, names: readonly string[]): Promise<number[]> {
  if (!names.length) return [];
  const taken = new Set((await manager.find(Team, { select: { slug: true } })).map((team) => team.slug));
  const rows = names.map((name) => {
    const base = slugOf(name, SLUG_MAX_LENGTH - 4) || 'club';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return { name, slug };
  });
  const inserted = await manager.insert(Team, rows);
  return inserted.identifiers.map((row) => row.id as number);
}
