import type { MatchResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

export interface MatchFilter {
  round?: number;
  teamId?: number;
}

/** Every filtered list shares this key prefix, so live updates can patch them all. */
export const MATCH_LISTS_KEY = ['matches', 'list'] as const;

export function getMatches({ round, teamId }: MatchFilter): Promise<MatchResponse[]> {
  const params = new URLSearchParams();
  if (round !== undefined) params.set('round', String(round));
  if (teamId !== undefined) params.set('teamId', String(teamId));
  return getJson<MatchResponse[]>(`/api/matches?${params}`);
}

export const matchesQueryOptions = (filter: MatchFilter) =>
  queryOptions({ queryKey: [...MATCH_LISTS_KEY, filter], queryFn: () => getMatches(filter) });

export const useMatches = (filter: MatchFilter, { enabled = true } = {}) => useQuery({ ...matchesQueryOptions(filter), enabled });
