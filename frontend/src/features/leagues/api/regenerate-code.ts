import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { leagueKey } from './get-league';

export const regenerateCode = (leagueId: number) => sendJson<unknown>('POST', `/api/leagues/${leagueId}/code`);

/** A new invite code (the old code and link stop working): the league is read again for it. */
export function useRegenerateCode(leagueId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => regenerateCode(leagueId), onSuccess: () => client.invalidateQueries({ queryKey: leagueKey(leagueId) }) });
}
