import type { WeeklySquadResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** Every weekly-squad query (squads, history, leaderboards) starts with this key: a round's scoring refreshes them all. */
export const WEEKLY_SQUAD_KEY = ['weekly-squad'] as const;

/** Without a week: the round fans pick for now. */
export const getWeeklySquad = (week?: number) => getJson<WeeklySquadResponse>(`/api/weekly-squad${week ? `?week=${week}` : ''}`);

export const weeklySquadQueryOptions = (week?: number) =>
  queryOptions({ queryKey: [...WEEKLY_SQUAD_KEY, 'squad', week ?? 'pick'], queryFn: () => getWeeklySquad(week) });

export const useWeeklySquad = (week?: number, enabled = true) => useQuery({ ...weeklySquadQueryOptions(week), enabled });
