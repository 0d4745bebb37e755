import { FORMATION_4_3_3, positionGroup, POSITION_GROUPS, type LineupPlayer, type PlayerPosition } from '@isl/contracts';

export interface SquadMember {
  id: number;
  teamId: number;
  position: PlayerPosition;
  rating: string;
  isInjured: boolean;
}

/** A team's starting eleven in a 4-3-3: the best-rated fit players of each group. */
export function pickStartingEleven<T extends SquadMember>(squad: readonly T[]): T[] {
  const fit = squad.filter((p) => !p.isInjured).sort((a, b) => Number(b.rating) - Number(a.rating) || a.id - b.id);
  return POSITION_GROUPS.flatMap((group) => fit.filter((p) => positionGroup(p.position) === group).slice(0, FORMATION_4_3_3[group]));
}

/** A side's sheet as the match centre lists it: starters, then those who came on, each from the goal out, by shirt number. */
export function teamSheet(players: readonly LineupPlayer[]): LineupPlayer[] {
  const line = (position: PlayerPosition) => POSITION_GROUPS.indexOf(positionGroup(position));
  return [...players]
    .sort(
      (a, b) =>
        Number(b.isStarter) - Number(a.isStarter) ||
        line(a.position) - line(b.position) ||
        (a.jerseyNumber ?? Number.MAX_SAFE_INTEGER) - (b.jerseyNumber ?? Number.MAX_SAFE_INTEGER) ||
        a.id - b.id,
    )
    .map(({ id, name, nameArabic, nameKurdish, jerseyNumber, position, isStarter }) => ({
      id,
      name,
      nameArabic,
      nameKurdish,
      jerseyNumber,
      position,
      isStarter,
    }));
}
