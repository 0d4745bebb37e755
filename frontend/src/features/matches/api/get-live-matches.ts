import { LIVE_REFRESH_MS, type MatchResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const getLiveMatches = () => getJson<MatchResponse[]>('/api/matches/live');

/** Spec section 7: refetched every 30 s, also while the tab is in the background. */
export const liveMatchesQueryOptions = () =>
  queryOptions({
    queryKey: ['matches', 'live'],
    queryFn: getLiveMatches,
    refetchInterval: LIVE_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

export const useLiveMatches = () => useQuery(liveMatchesQueryOptions());
