import { SEASON_QUERY, type TeamResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

/** A season's table (the current season's when `season` is undefined). */
export const getTeams = (season?: string) => getJson<TeamResponse[]>(season ? `/api/teams?${SEASON_QUERY}=${encodeURIComponent(season)}` : '/api/teams');

/** Under ['teams'], so a change of the table refreshes every season's copy. */
export const teamsQueryOptions = (season?: string) =>
  queryOptions({ queryKey: season ? ['teams', { season }] : ['teams'], queryFn: () => getTeams(season) });

export const useTeams = (season?: string) => useQuery(teamsQueryOptions(season));
