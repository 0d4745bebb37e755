import { FORMATION_4_3_3, positionGroup, POSITION_GROUPS, type PlayerPosition } from '@isl/contracts';

export interface SquadMember {
  id: number;
  teamId: number;
  position: PlayerPosition;
  rating: string;
  isInjured: boolean;
}

/** A team's starting eleven in a 4-3-3: the best-rated fit players of each group. */
export function pickStartingEleven(squad: readonly SquadMember[]): SquadMember[] {
  const fit = squad.filter((p) => !p.isInjured).sort((a, b) => Number(b.rating) - Number(a.rating) || a.id - b.id);
  return POSITION_GROUPS.flatMap((group) => fit.filter((p) => positionGroup(p.position) === group).slice(0, FORMATION_4_3_3[group]));
}
