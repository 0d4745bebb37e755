import { TODAY_REFRESH_MS, type MatchResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';
import { useLivePollingNeeded } from '../socket-status';

export const getTodayMatches = () => getJson<MatchResponse[]>('/api/matches/today');

export const todayMatchesQueryOptions = () => queryOptions({ queryKey: ['matches', 'today'], queryFn: getTodayMatches });

/**
 * Spec section 7: refetched every 60 s, also in the background; the fallback of the live scores panel. Like
 * the live list it polls only while socket pushes cannot arrive.
 */
export function useTodayMatches({ enabled }: { enabled: boolean }) {
  const polling = useLivePollingNeeded();
  return useQuery({
    ...todayMatchesQueryOptions(),
    enabled,
    refetchInterval: polling ? TODAY_REFRESH_MS : false,
    refetchIntervalInBackground: true,
  });
}
