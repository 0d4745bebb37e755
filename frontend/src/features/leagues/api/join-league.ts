import type { JoinLeagueRequest, LeagueSummary } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { LEAGUES_KEY } from '../../../lib/leagues/my-leagues';

export const joinLeague = (request: JoinLeagueRequest) => sendJson<LeagueSummary>('POST', '/api/leagues/join', request);

/** The league joined is in the fan's list, and its table counts one more member. */
export function useJoinLeague() {
  const client = useQueryClient();
  return useMutation({ mutationFn: joinLeague, onSuccess: () => client.invalidateQueries({ queryKey: LEAGUES_KEY }) });
}
