import type { UpdateLeagueRequest } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { LEAGUES_KEY } from '../../../lib/leagues/my-leagues';

export const updateLeague = (leagueId: number, request: UpdateLeagueRequest) => sendJson<unknown>('PATCH', `/api/leagues/${leagueId}`, request);

/** The creator renames the league or opens and closes joining; every list that names it follows. */
export function useUpdateLeague(leagueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateLeagueRequest) => updateLeague(leagueId, request),
    onSuccess: () => client.invalidateQueries({ queryKey: LEAGUES_KEY }),
  });
}
