import type { PredictionResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The signed-in fan's prediction for one match, or null when there is none yet (spec: no retry). */
export const getUserPrediction = (matchId: number) => getJson<PredictionResponse | null>(`/api/predictions/user/${matchId}`);

/** Every match's user-prediction query starts with this key: one invalidation refreshes them all. */
export const USER_PREDICTIONS_KEY = ['predictions', 'user'] as const;

export const userPredictionQueryOptions = (matchId: number) =>
  queryOptions({ queryKey: [...USER_PREDICTIONS_KEY, matchId], queryFn: () => getUserPrediction(matchId), retry: false });

export const useUserPrediction = (matchId: number) => useQuery(userPredictionQueryOptions(matchId));
