import type { CreateLeagueRequest, LeagueSummary } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { LEAGUES_KEY } from '../../../lib/leagues/my-leagues';

export const createLeague = (request: CreateLeagueRequest) => sendJson<LeagueSummary>('POST', '/api/leagues', request);

/** The new league joins the fan's list. */
export function useCreateLeague() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createLeague, onSuccess: () => client.invalidateQueries({ queryKey: LEAGUES_KEY }) });
}
