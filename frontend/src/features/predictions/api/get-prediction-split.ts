import type { PredictionSplitResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** How the crowd called a match: a public read the api counts at most every few seconds. */
export const getPredictionSplit = (matchId: number) => getJson<PredictionSplitResponse>(`/api/predictions/match/${matchId}/split`);

export const predictionSplitQueryOptions = (matchId: number) =>
  queryOptions({ queryKey: ['predictions', 'split', matchId], queryFn: () => getPredictionSplit(matchId) });

export const usePredictionSplit = (matchId: number) => useQuery(predictionSplitQueryOptions(matchId));
