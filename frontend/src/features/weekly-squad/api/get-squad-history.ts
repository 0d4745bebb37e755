import { SEASON_QUERY, type SquadHistoryEntry } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { WEEKLY_SQUAD_KEY } from './get-weekly-squad';

/** The fan's squads of a season's rounds already locked, newest first (`season` undefined: the current season). */
export const getSquadHistory = (season?: string) =>
  getJson<SquadHistoryEntry[]>(season ? `/api/weekly-squad/history?${SEASON_QUERY}=${encodeURIComponent(season)}` : '/api/weekly-squad/history');

export const squadHistoryQueryOptions = (season?: string) =>
  queryOptions({ queryKey: [...WEEKLY_SQUAD_KEY, 'history', season ?? null], queryFn: () => getSquadHistory(season) });

export const useSquadHistory = (season?: string) => useQuery(squadHistoryQueryOptions(season));
