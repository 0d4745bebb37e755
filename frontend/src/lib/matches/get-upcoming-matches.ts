import { SEASON_QUERY, type MatchResponse } from '@isl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../api-client';

/** Of a season (the current one when `season` is undefined). */
export const getUpcomingMatches = (season?: string) =>
  getJson<MatchResponse[]>(season ? `/api/matches/upcoming?${SEASON_QUERY}=${encodeURIComponent(season)}` : '/api/matches/upcoming');

export const upcomingMatchesQueryOptions = (season?: string) =>
  queryOptions({ queryKey: season ? ['matches', 'upcoming', { season }] : ['matches', 'upcoming'], queryFn: () => getUpcomingMatches(season) });
