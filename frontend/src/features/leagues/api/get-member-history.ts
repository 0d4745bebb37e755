import type { LeagueMemberHistory } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { leagueKey } from './get-league';

/** A member's points in the league round by round, and the rounds they won. */
export const getMemberHistory = (leagueId: number, userId: string) =>
  getJson<LeagueMemberHistory>(`/api/leagues/${leagueId}/members/${encodeURIComponent(userId)}`);

export const memberHistoryQueryOptions = (leagueId: number, userId: string) =>
  queryOptions({ queryKey: [...leagueKey(leagueId), 'member', userId], queryFn: () => getMemberHistory(leagueId, userId) });

export const useMemberHistory = (leagueId: number, userId: string) => useQuery(memberHistoryQueryOptions(leagueId, userId));
