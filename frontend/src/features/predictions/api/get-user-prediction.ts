import type { PredictionResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The signed-in fan's prediction for one match, or null when there is none yet (spec: no retry). */
export const getUserPrediction = (matchId: number) => getJson<PredictionResponse | null>(`/api/predictions/user/${matchId}`);

export const userPredictionQueryOptions = (matchId: number) =>
  queryOptions({ queryKey: ['predictions', 'user', matchId], queryFn: () => getUserPrediction(matchId), retry: false });

export const useUserPrediction = (matchId: number) => useQuery(userPredictionQueryOptions(matchId));
