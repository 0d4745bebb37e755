import { SEASON_QUERY, type MatchListKind, type MatchPage } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

export interface MatchPageFilter {
  kind: MatchListKind;
  /** Undefined: the current season. */
  season?: string;
  round?: number;
  teamId?: number;
  page: number;
}

/** Every page of the Matches page's lists shares this key prefix, so live updates can patch them all. */
export const MATCH_PAGES_KEY = ['matches', 'page'] as const;

export function getMatchPage({ kind, season, round, teamId, page }: MatchPageFilter): Promise<MatchPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (season !== undefined) params.set(SEASON_QUERY, season);
  if (round !== undefined) params.set('round', String(round));
  if (teamId !== undefined) params.set('teamId', String(teamId));
  return getJson<MatchPage>(`/api/matches/${kind}?${params}`);
}

export const matchPageQueryOptions = (filter: MatchPageFilter) =>
  queryOptions({ queryKey: [...MATCH_PAGES_KEY, filter], queryFn: () => getMatchPage(filter) });

export const useMatchPage = (filter: MatchPageFilter, { enabled = true } = {}) => useQuery({ ...matchPageQueryOptions(filter), enabled });
