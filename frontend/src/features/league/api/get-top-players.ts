import { TOP_SCORERS_EXPANDED, type PlayerResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export type TopPlayersStat = 'goals' | 'assists';

/** Both rankings live under this key, so a new result refetches them together. */
export const TOP_PLAYERS_KEY = ['players', 'top-rated'] as const;

// One request fills both the collapsed (5) and the expanded (20) list.
export const getTopPlayers = (by: TopPlayersStat) =>
  getJson<PlayerResponse[]>(`/api/players/top-rated?by=${by}&limit=${TOP_SCORERS_EXPANDED}`);

export const topPlayersQueryOptions = (by: TopPlayersStat) =>
  queryOptions({ queryKey: [...TOP_PLAYERS_KEY, by], queryFn: () => getTopPlayers(by) });

export const useTopPlayers = (by: TopPlayersStat) => useQuery(topPlayersQueryOptions(by));
