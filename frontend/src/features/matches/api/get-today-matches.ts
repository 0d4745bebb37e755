import { TODAY_REFRESH_MS, type MatchResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const getTodayMatches = () => getJson<MatchResponse[]>('/api/matches/today');

/** Spec section 7: refetched every 60 s, also in the background; the fallback of the live scores panel. */
export const todayMatchesQueryOptions = () =>
  queryOptions({
    queryKey: ['matches', 'today'],
    queryFn: getTodayMatches,
    refetchInterval: TODAY_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

export const useTodayMatches = ({ enabled }: { enabled: boolean }) => useQuery({ ...todayMatchesQueryOptions(), enabled });
