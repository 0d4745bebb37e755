import type { LeagueResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { LEAGUES_KEY } from '../../../lib/leagues/my-leagues';

/** A league with one page of its table (from 1), the caller's own row and the latest round's winner. */
export const getLeague = (leagueId: number, page: number) => getJson<LeagueResponse>(`/api/leagues/${leagueId}?page=${page}`);

/** Under the league's own key, so leaving it or changing it drops or refreshes every page of it at once. */
export const leagueKey = (leagueId: number) => [...LEAGUES_KEY, leagueId] as const;

export const leagueQueryOptions = (leagueId: number, page: number) =>
  queryOptions({ queryKey: [...leagueKey(leagueId), 'table', page], queryFn: () => getLeague(leagueId, page) });

/** The previous page stays on screen while the next one loads, so the table does not jump to a spinner. */
export const useLeague = (leagueId: number, page: number) => useQuery({ ...leagueQueryOptions(leagueId, page), placeholderData: (previous) => previous });
