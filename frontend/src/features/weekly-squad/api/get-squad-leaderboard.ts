import { SEASON_QUERY, type SquadLeaderboardResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { WEEKLY_SQUAD_KEY } from './get-weekly-squad';

/** Which round's board: `week` undefined is the season's last round played; `season` undefined the current season. */
export interface SquadBoardChoice {
  week?: number;
  season?: string;
}

export function getSquadLeaderboard({ week, season }: SquadBoardChoice): Promise<SquadLeaderboardResponse> {
  const params = new URLSearchParams();
  if (week !== undefined) params.set('week', String(week));
  if (season !== undefined) params.set(SEASON_QUERY, season);
  return getJson<SquadLeaderboardResponse>(`/api/weekly-squad/leaderboard?${params}`);
}

export const squadLeaderboardQueryOptions = (board: SquadBoardChoice) =>
  queryOptions({ queryKey: [...WEEKLY_SQUAD_KEY, 'leaderboard', board.week ?? null, board.season ?? null], queryFn: () => getSquadLeaderboard(board) });

export const useSquadLeaderboard = (board: SquadBoardChoice) => useQuery(squadLeaderboardQueryOptions(board));
