import type { PlayerResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

export const getTeamPlayers = (teamId: number) => getJson<PlayerResponse[]>(`/api/teams/${teamId}/players`);

export const teamPlayersQueryOptions = (teamId: number) =>
  queryOptions({ queryKey: ['teams', teamId, 'players'], queryFn: () => getTeamPlayers(teamId) });

/** Spec section 7: the squad is fetched only while a team is selected. */
export const useTeamPlayers = (teamId: number) => useQuery(teamPlayersQueryOptions(teamId));
