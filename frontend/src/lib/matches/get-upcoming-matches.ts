import type { MatchResponse } from '@isl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../api-client';

export const getUpcomingMatches = () => getJson<MatchResponse[]>('/api/matches/upcoming');

export const upcomingMatchesQueryOptions = () => queryOptions({ queryKey: ['matches', 'upcoming'], queryFn: getUpcomingMatches });
