import type { MatchMeetingsResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

/** The two clubs' other meetings: this season's and their last five results (under the matches' key, so a resync refetches them). */
export const matchMeetingsQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: ['matches', 'meetings', matchId],
    queryFn: () => getJson<MatchMeetingsResponse>(`/api/matches/${matchId}/meetings`),
  });

export const useMatchMeetings = (matchId: number) => useQuery(matchMeetingsQueryOptions(matchId));
