import type { MatchDetailResponse, MatchEventPayload } from '@isl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../api-client';

/**
 * A match with its timeline. Timeline rows are kept in the socket's `match:event` shape (a fetched row has
 * those fields and more), so a pushed event and a fetched one are the same kind of row.
 */
export type MatchDetail = Omit<MatchDetailResponse, 'events'> & { events: MatchEventPayload[] };

export const getMatch = (matchId: number): Promise<MatchDetail> => getJson<MatchDetailResponse>(`/api/matches/${matchId}`);

export const matchQueryOptions = (matchId: number) =>
  queryOptions({ queryKey: ['matches', 'detail', matchId], queryFn: () => getMatch(matchId) });
