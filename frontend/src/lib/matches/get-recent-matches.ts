import type { MatchResponse } from '@isl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../api-client';

export const getRecentMatches = () => getJson<MatchResponse[]>('/api/matches/recent');

export const recentMatchesQueryOptions = () => queryOptions({ queryKey: ['matches', 'recent'], queryFn: getRecentMatches });
