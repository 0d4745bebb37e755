import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { leagueKey } from './get-league';

export const removeMember = (leagueId: number, userId: string) => sendJson('DELETE', `/api/leagues/${leagueId}/members/${encodeURIComponent(userId)}`);

/** The creator removes a member, who cannot rejoin with the code; the table is read again without them. */
export function useRemoveMember(leagueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(leagueId, userId),
    onSuccess: () => client.invalidateQueries({ queryKey: leagueKey(leagueId) }),
  });
}
