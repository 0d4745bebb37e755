import type { MatchListKind, MatchPage } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

export interface MatchPageFilter {
  kind: MatchListKind;
  round?: number;
  teamId?: number;
  page: number;
}

/** Every page of the Matches page's lists shares this key prefix, so live updates can patch them all. */
export const MATCH_PAGES_KEY = ['matches', 'page'] as const;

export function getMatchPage({ kind, round, teamId, page }: MatchPageFilter): Promise<MatchPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (round !== undefined) params.set('round', String(round));
  if (teamId !== undefined) params.set('teamId', String(teamId));
  return getJson<MatchPage>(`/api/matches/${kind}?${params}`);
}

export const matchPageQueryOptions = (filter: MatchPageFilter) =>
  queryOptions({ queryKey: [...MATCH_PAGES_KEY, filter], queryFn: () => getMatchPage(filter) });

export const useMatchPage = (filter: MatchPageFilter, { enabled = true } = {}) => useQuery({ ...matchPageQueryOptions(filter), enabled });
