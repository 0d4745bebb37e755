import type { MatchDetailResponse, MatchEventPayload } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../api-client';
import { followMatch } from '../socket';

/**
 * A match with its timeline. Timeline rows are kept in the socket's `match:event` shape (a fetched row has
 * those fields and more), so a pushed event and a fetched one are the same kind of row.
 */
export type MatchDetail = Omit<MatchDetailResponse, 'events'> & { events: MatchEventPayload[] };

export const getMatch = (matchId: number): Promise<MatchDetail> => getJson<MatchDetailResponse>(`/api/matches/${matchId}`);

export const matchQueryOptions = (matchId: number) =>
  queryOptions({ queryKey: ['matches', 'detail', matchId], queryFn: () => getMatch(matchId) });

/**
 * A match with its timeline, kept live: while the calling screen is open the socket follows the match's room,
 * where its timeline entries are sent (every fan gets its score and status; only its followers its entries).
 */
export function useMatch(matchId: number) {
  useEffect(() => followMatch(matchId), [matchId]);
  return useQuery(matchQueryOptions(matchId));
}
