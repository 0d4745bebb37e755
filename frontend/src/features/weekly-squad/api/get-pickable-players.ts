import type { PlayerResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** Every player of the league, best rated first (about 500: one request, searched and filtered here). */
const ALL_PLAYERS = 600;

export const getPickablePlayers = () => getJson<PlayerResponse[]>(`/api/players/top-rated?by=rating&limit=${ALL_PLAYERS}`);

export const pickablePlayersQueryOptions = () => queryOptions({ queryKey: ['players', 'pickable'], queryFn: getPickablePlayers });

export const usePickablePlayers = () => useQuery(pickablePlayersQueryOptions());
