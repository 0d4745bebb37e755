import type { TeamResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

export const getTeams = () => getJson<TeamResponse[]>('/api/teams');

export const teamsQueryOptions = () => queryOptions({ queryKey: ['teams'], queryFn: getTeams });

export const useTeams = () => useQuery(teamsQueryOptions());
