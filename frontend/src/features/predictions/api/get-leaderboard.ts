import { LEADERBOARD_SHOWN, SEASON_QUERY, type LeaderboardPeriod, type LeaderboardResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** A board: this month's, a season's (`season` undefined: the current one) or the all-time one. */
export interface BoardChoice {
  period: LeaderboardPeriod;
  season?: string;
}

/** The board's query parameters: the season only for a season's board that names one. */
export function boardParams({ period, season }: BoardChoice): URLSearchParams {
  const params = new URLSearchParams({ period });
  if (period === 'season' && season !== undefined) params.set(SEASON_QUERY, season);
  return params;
}

export const getLeaderboard = (board: BoardChoice, limit: number) =>
  getJson<LeaderboardResponse>(`/api/predictions/leaderboard?${boardParams(board)}&limit=${limit}`);

/** Every leaderboard query starts with this key: one invalidation refreshes them all. */
export const LEADERBOARD_KEY = ['predictions', 'leaderboard'] as const;

export const leaderboardQueryOptions = (board: BoardChoice = { period: 'month' }, limit: number = LEADERBOARD_SHOWN) =>
  queryOptions({ queryKey: [...LEADERBOARD_KEY, board.period, board.season ?? null, limit], queryFn: () => getLeaderboard(board, limit) });

export const useLeaderboard = (board: BoardChoice = { period: 'month' }) => useQuery(leaderboardQueryOptions(board));
