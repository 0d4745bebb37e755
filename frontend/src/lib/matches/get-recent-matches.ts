import { SEASON_QUERY, type MatchResponse } from '@isl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../api-client';

/** Of a season (the current one when `season` is undefined). */
export const getRecentMatches = (season?: string) =>
  getJson<MatchResponse[]>(season ? `/api/matches/recent?${SEASON_QUERY}=${encodeURIComponent(season)}` : '/api/matches/recent');

export const recentMatchesQueryOptions = (season?: string) =>
  queryOptions({ queryKey: season ? ['matches', 'recent', { season }] : ['matches', 'recent'], queryFn: () => getRecentMatches(season) });
