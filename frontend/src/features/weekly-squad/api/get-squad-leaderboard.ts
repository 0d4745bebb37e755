import type { SquadLeaderboardResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { WEEKLY_SQUAD_KEY } from './get-weekly-squad';

export const getSquadLeaderboard = (week: number) => getJson<SquadLeaderboardResponse>(`/api/weekly-squad/leaderboard?week=${week}`);

export const squadLeaderboardQueryOptions = (week: number) =>
  queryOptions({ queryKey: [...WEEKLY_SQUAD_KEY, 'leaderboard', week], queryFn: () => getSquadLeaderboard(week) });

export const useSquadLeaderboard = (week: number | null) => useQuery({ ...squadLeaderboardQueryOptions(week ?? 0), enabled: week !== null });
