import { UPCOMING_PREDICTIONS_SHOWN, type MatchResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { MATCH_LISTS_KEY } from '../../../lib/matches/get-matches';

/**
 * The matches the Predictions page opened with. Kept under the fixed-membership list key: live updates patch
 * them in place but never drop one that kicks off, so a fan watches a card go from submitted to its points.
 */
export const matchesToPredictQueryOptions = () =>
  queryOptions({
    queryKey: [...MATCH_LISTS_KEY, 'to-predict'],
    queryFn: () => getJson<MatchResponse[]>(`/api/matches/upcoming?limit=${UPCOMING_PREDICTIONS_SHOWN}`),
  });

export const useMatchesToPredict = () => useQuery(matchesToPredictQueryOptions());
