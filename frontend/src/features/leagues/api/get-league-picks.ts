import type { LeaguePicksResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { leagueKey } from './get-league';

/** A page (from 1) of the members' picks for a match, in table order: none, and `revealed` false, until it kicks off. */
export const getLeaguePicks = (leagueId: number, matchId: number, page: number) =>
  getJson<LeaguePicksResponse>(`/api/leagues/${leagueId}/picks?matchId=${matchId}&page=${page}`);

export const leaguePicksQueryOptions = (leagueId: number, matchId: number, page: number) =>
  queryOptions({ queryKey: [...leagueKey(leagueId), 'picks', matchId, page], queryFn: () => getLeaguePicks(leagueId, matchId, page) });

/** The previous page stays on screen while the next one loads. */
export const useLeaguePicks = (leagueId: number, matchId: number, page: number) =>
  useQuery({ ...leaguePicksQueryOptions(leagueId, matchId, page), placeholderData: (previous) => previous });
