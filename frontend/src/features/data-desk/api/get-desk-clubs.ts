import type { DeskClub } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { DESK_KEY } from './desk-keys';

export const getDeskClubs = () => getJson<DeskClub[]>('/api/admin/clubs');

export const deskClubsQueryOptions = () => queryOptions({ queryKey: [...DESK_KEY, 'clubs'], queryFn: getDeskClubs });

/** `GET /api/admin/clubs`: every club with all the desk edits (names in three scripts, aliases...). */
export const useDeskClubs = () => useQuery(deskClubsQueryOptions());
