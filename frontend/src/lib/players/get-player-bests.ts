import type { PlayerBestsResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

/** The league's best goals, assists, appearances and rating, what a player's own figures are drawn against. */
export const getPlayerBests = () => getJson<PlayerBestsResponse>('/api/players/bests');

/**
 * Under ['teams'], as the squads are: a result that changes the table changes the figures too, and useLiveStandings
 * refreshes everything under that key.
 */
export const playerBestsQueryOptions = () => queryOptions({ queryKey: ['teams', 'players', 'bests'], queryFn: getPlayerBests });

export const usePlayerBests = () => useQuery(playerBestsQueryOptions());
