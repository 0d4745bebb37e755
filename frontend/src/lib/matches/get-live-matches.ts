import { LIVE_REFRESH_MS, type MatchResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';
import { useLivePollingNeeded } from '../socket-status';

export const getLiveMatches = () => getJson<MatchResponse[]>('/api/matches/live');

export const liveMatchesQueryOptions = () => queryOptions({ queryKey: ['matches', 'live'], queryFn: getLiveMatches });

/**
 * Spec section 7: refetched every 30 s, also while the tab is in the background. Socket pushes patch this list
 * in place, so it polls only while the live connection is down.
 */
export function useLiveMatches() {
  const polling = useLivePollingNeeded();
  return useQuery({
    ...liveMatchesQueryOptions(),
    refetchInterval: polling ? LIVE_REFRESH_MS : false,
    refetchIntervalInBackground: true,
  });
}
