import type { MatchCommand, MatchResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, sendJson } from '../../../lib/api-client';
import { matchQueryOptions } from '../../../lib/matches/get-match';
import { ALL_MATCHES_KEY, writeMatchUpdate } from '../../../lib/matches/match-cache';

/** `POST /api/admin/matches/:id/commands`: an admin's command to one match; answers the match as fans now see it. */
export const sendMatchCommand = (matchId: number, command: MatchCommand) =>
  sendJson<MatchResponse>('POST', `/api/admin/matches/${matchId}/commands`, command);

/**
 * Refusals that mean the console's timeline or line-ups were out of date: another correction changed the goals,
 * or another entry took a player off, brought him on or took back the incident being undone.
 */
const STALE_DETAIL = ['GOAL_NOT_IN_MATCH', 'SCORE_GOALS_MISMATCH', 'PLAYER_NOT_ON_PITCH', 'PLAYER_ALREADY_PLAYED', 'EVENT_NOT_UNDOABLE'];

/**
 * An operator's command to one match. The answer is the match as fans now see it: it is written into every
 * cached copy straight away (the socket push that follows is then ignored as not newer). It has no timeline,
 * so the match's detail is refetched (a score correction changes goals already held).
 */
export function useSendMatchCommand(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (command: MatchCommand) => sendMatchCommand(matchId, command),
    onSuccess: (match) => {
      const outdated = [...writeMatchUpdate(client, match), matchQueryOptions(matchId).queryKey];
      for (const queryKey of outdated) void client.invalidateQueries({ queryKey });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      // A 409 means the console showed an out-of-date match (another operator, the simulator): reload it.
      if (error.status === 409) void client.invalidateQueries({ queryKey: ALL_MATCHES_KEY });
      else if (error.code && STALE_DETAIL.includes(error.code)) void client.invalidateQueries({ queryKey: matchQueryOptions(matchId).queryKey });
    },
  });
}
