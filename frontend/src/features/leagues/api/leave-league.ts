import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { leagueKey } from './get-league';
import { myLeaguesQueryOptions } from '../../../lib/leagues/my-leagues';

export const leaveLeague = (leagueId: number) => sendJson('DELETE', `/api/leagues/${leagueId}/membership`);

/**
 * The fan leaves: their list is read again. The league's pages are only marked stale, not read again now: the
 * screen showing them is about to close, and one opened later reads the league afresh.
 */
export function useLeaveLeague(leagueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => leaveLeague(leagueId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: leagueKey(leagueId), refetchType: 'none' }),
        client.invalidateQueries({ queryKey: myLeaguesQueryOptions().queryKey }),
      ]),
  });
}
