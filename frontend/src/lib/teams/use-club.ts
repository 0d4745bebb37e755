import type { TeamResponse } from '@isl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSeasonInAddress } from '../season';
import { teamsQueryOptions } from './get-teams';

/**
 * A club's row (names, colours) by id, from the cached list of the shown season's clubs (the season the address
 * names, else the current one): a match or a player names its club by id, and its crest and kit are drawn from
 * this. A past season's screen so draws the clubs that have gone down since. Undefined until the list has loaded.
 */
export function useClub(teamId: number | null | undefined): TeamResponse | undefined {
  const season = useSeasonInAddress();
  // A stable selector: the many crests of a page are not re-selected on every render.
  const select = useCallback((teams: TeamResponse[]) => teams.find((team) => team.id === teamId), [teamId]);
  return useQuery({ ...teamsQueryOptions(season), enabled: teamId !== null && teamId !== undefined, select }).data;
}
