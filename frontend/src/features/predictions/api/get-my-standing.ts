import type { LeaderboardPeriod, MyLeaderboardResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { LEADERBOARD_KEY } from './get-leaderboard';

/** The signed-in fan's own line on the leaderboard, wherever it stands (its own call: the list is the same for everyone). */
export const getMyStanding = (period: LeaderboardPeriod) => getJson<MyLeaderboardResponse>(`/api/predictions/leaderboard/me?period=${period}`);

/** Under the leaderboard's key, so whatever refreshes the leaderboard refreshes the fan's line too. */
export const myStandingQueryOptions = (period: LeaderboardPeriod = 'month') =>
  queryOptions({ queryKey: [...LEADERBOARD_KEY, 'me', period], queryFn: () => getMyStanding(period) });

export const useMyStanding = (period: LeaderboardPeriod = 'month') => useQuery(myStandingQueryOptions(period));
