import type { DeskPlayer } from '@isl/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { DESK_KEY } from './desk-keys';

export interface PlayerSearch {
  teamId: number;
  /** Part of a name in any script; empty for the whole squad. */
  q: string;
}

export function getDeskPlayers({ teamId, q }: PlayerSearch): Promise<DeskPlayer[]> {
  const params = new URLSearchParams({ teamId: String(teamId) });
  if (q) params.set('q', q);
  return getJson<DeskPlayer[]>(`/api/admin/players?${params}`);
}

export const deskPlayersQueryOptions = (search: PlayerSearch) =>
  queryOptions({ queryKey: [...DESK_KEY, 'players', search], queryFn: () => getDeskPlayers(search) });

/** `GET /api/admin/players?teamId=&q=`: a club's players, those matching `q` when given; the last list stays while the next loads. */
export const useDeskPlayers = (search: PlayerSearch | null) =>
  useQuery({ ...deskPlayersQueryOptions(search ?? { teamId: 0, q: '' }), enabled: search !== null, placeholderData: keepPreviousData });
