import type { MatchCommand, MatchResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, sendJson } from '../../../lib/api-client';
import { ALL_MATCHES_KEY, writeMatchUpdate } from '../../../lib/matches/match-cache';

export const sendMatchCommand = (matchId: number, command: MatchCommand) =>
  sendJson<MatchResponse>('POST', `/api/admin/matches/${matchId}/commands`, command);

/**
 * An operator's command to one match. The answer is the match as fans now see it: it is written into every
 * cached copy straight away (the socket push that follows is then ignored as not newer).
 */
export function useSendMatchCommand(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: MatchCommand) => sendMatchCommand(matchId, command),
    onSuccess: (match) => {
      for (const queryKey of writeMatchUpdate(client, match)) void client.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      // A 409 means the console showed an out-of-date match (another operator, the simulator): reload it.
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: ALL_MATCHES_KEY });
    },
  });
}
