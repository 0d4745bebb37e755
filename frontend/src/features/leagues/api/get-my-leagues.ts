import type { LeagueSummary } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** Every leagues query starts with this key: a change to any league (a join, a rename, new points) refreshes them all. */
export const LEAGUES_KEY = ['leagues'] as const;

export const getMyLeagues = () => getJson<LeagueSummary[]>('/api/leagues/mine');

export const myLeaguesQueryOptions = () => queryOptions({ queryKey: [...LEAGUES_KEY, 'mine'], queryFn: getMyLeagues });

export const useMyLeagues = () => useQuery(myLeaguesQueryOptions());
