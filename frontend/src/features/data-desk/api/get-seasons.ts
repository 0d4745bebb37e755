import type { SeasonResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const getSeasons = () => getJson<SeasonResponse[]>('/api/seasons');

export const seasonsQueryOptions = () => queryOptions({ queryKey: ['seasons'], queryFn: getSeasons });

/** `GET /api/seasons`: every season, which one is current, and each one's rules (its number of rounds). */
export const useSeasons = () => useQuery(seasonsQueryOptions());
