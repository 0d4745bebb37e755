import type { MyLeaderboardResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { boardParams, LEADERBOARD_KEY, type BoardChoice } from './get-leaderboard';

/** The signed-in fan's own line on the leaderboard, wherever it stands (its own call: the list is the same for everyone). */
export const getMyStanding = (board: BoardChoice) => getJson<MyLeaderboardResponse>(`/api/predictions/leaderboard/me?${boardParams(board)}`);

/** Under the leaderboard's key, so whatever refreshes the leaderboard refreshes the fan's line too. */
export const myStandingQueryOptions = (board: BoardChoice = { period: 'month' }) =>
  queryOptions({ queryKey: [...LEADERBOARD_KEY, 'me', board.period, board.season ?? null], queryFn: () => getMyStanding(board) });

export const useMyStanding = (board: BoardChoice = { period: 'month' }) => useQuery(myStandingQueryOptions(board));
