import { LEADERBOARD_SHOWN, type LeaderboardPeriod, type LeaderboardResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const getLeaderboard = (period: LeaderboardPeriod, limit: number) =>
  getJson<LeaderboardResponse>(`/api/predictions/leaderboard?period=${period}&limit=${limit}`);

/** Every leaderboard query starts with this key: one invalidation refreshes them all. */
export const LEADERBOARD_KEY = ['predictions', 'leaderboard'] as const;

export const leaderboardQueryOptions = (period: LeaderboardPeriod = 'month', limit: number = LEADERBOARD_SHOWN) =>
  queryOptions({ queryKey: [...LEADERBOARD_KEY, period, limit], queryFn: () => getLeaderboard(period, limit) });

export const useLeaderboard = (period: LeaderboardPeriod = 'month') => useQuery(leaderboardQueryOptions(period));
