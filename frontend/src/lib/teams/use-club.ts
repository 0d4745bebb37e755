import type { TeamResponse } from '@isl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { teamsQueryOptions } from './get-teams';

/**
 * A club's row (names, colours) by id, from the one cached list of clubs: a match or a player names its club
 * by id, and its crest and kit are drawn from this. Undefined until the list has loaded.
 */
export function useClub(teamId: number | null | undefined): TeamResponse | undefined {
  // A stable selector: the many crests of a page are not re-selected on every render.
  const select = useCallback((teams: TeamResponse[]) => teams.find((team) => team.id === teamId), [teamId]);
  return useQuery({ ...teamsQueryOptions(), enabled: teamId !== null && teamId !== undefined, select }).data;
}
