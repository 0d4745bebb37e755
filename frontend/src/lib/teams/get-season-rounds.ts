import { SEASON_QUERY, type SeasonRoundsResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

/** Every club's position, points and goals after each round played of a season (the current one when undefined). */
export const getSeasonRounds = (season?: string) =>
  getJson<SeasonRoundsResponse>(season ? `/api/teams/rounds?${SEASON_QUERY}=${encodeURIComponent(season)}` : '/api/teams/rounds');

/** Under ['teams'], so a result that changes the table refreshes the rounds with it (useLiveStandings). */
export const seasonRoundsQueryOptions = (season?: string) =>
  queryOptions({ queryKey: season ? ['teams', 'rounds', { season }] : ['teams', 'rounds'], queryFn: () => getSeasonRounds(season) });

export const useSeasonRounds = (season?: string) => useQuery(seasonRoundsQueryOptions(season));
