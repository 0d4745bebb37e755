import { tableZone, type SeasonZones, type TableZone, type TeamResponse } from '@isl/contracts';

export interface RankedTeam {
  position: number;
  zone: TableZone;
  team: TeamResponse;
}

/**
 * The table as the api ranked it (its order and currentPosition are the league's rule), each row with its zone by
 * the season's zones (the Iraqi league's when not known yet).
 */
export function tableRows(teams: readonly TeamResponse[], zones?: SeasonZones): RankedTeam[] {
  return teams.map((team, index) => {
    const position = team.currentPosition ?? index + 1;
    return { position, zone: tableZone(position, teams.length, zones), team };
  });
}
