import { TOP_SCORERS_EXPANDED, type PlayerResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export type TopPlayersStat = 'goals' | 'assists';

// One request fills both the collapsed (5) and the expanded (20) list.
export const getTopPlayers = (by: TopPlayersStat) =>
  getJson<PlayerResponse[]>(`/api/players/top-rated?by=${by}&limit=${TOP_SCORERS_EXPANDED}`);

export const topPlayersQueryOptions = (by: TopPlayersStat) =>
  queryOptions({ queryKey: ['players', 'top-rated', by], queryFn: () => getTopPlayers(by) });

export const useTopPlayers = (by: TopPlayersStat) => useQuery(topPlayersQueryOptions(by));
