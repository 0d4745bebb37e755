import type { BadgeResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

/** The signed-in fan's badges, as earned (signed in only). */
export const getMyBadges = () => getJson<BadgeResponse[]>('/api/badges/mine');

export const myBadgesQueryOptions = () => queryOptions({ queryKey: ['badges', 'mine'], queryFn: getMyBadges });

export const useMyBadges = () => useQuery(myBadgesQueryOptions());
