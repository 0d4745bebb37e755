import { compareStandings, tableZone, type TableZone, type TeamResponse } from '@isl/contracts';

export interface RankedTeam {
  position: number;
  zone: TableZone;
  team: TeamResponse;
}

/** Spec: points, then goal difference (then goals scored, then name, so the order never flickers). */
export function rankTeams(teams: readonly TeamResponse[]): RankedTeam[] {
  return [...teams]
    .sort(compareStandings)
    .map((team, index, sorted) => ({ position: index + 1, zone: tableZone(index + 1, sorted.length), team }));
}

/** "+5", "0", "-3": a plus sign when positive. */
export function formatGoalDifference(goalDifference: number): string {
  return goalDifference > 0 ? `+${goalDifference}` : String(goalDifference);
}
