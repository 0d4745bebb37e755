import type { LeaguePreview } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { LEAGUES_KEY } from '../../../lib/leagues/my-leagues';

export const getLeaguePreview = (code: string) => getJson<LeaguePreview>(`/api/leagues/join/${encodeURIComponent(code)}`);

export const leaguePreviewQueryOptions = (code: string) =>
  queryOptions({ queryKey: [...LEAGUES_KEY, 'preview', code], queryFn: () => getLeaguePreview(code) });

export const useLeaguePreview = (code: string) => useQuery(leaguePreviewQueryOptions(code));
