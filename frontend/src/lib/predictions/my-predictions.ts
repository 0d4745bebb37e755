import type { MatchResponse, MyPredictionResponse, UserResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';

/** The fan's own predictions, newest first, each with its match embedded (signed in only). */
export const getMyPredictions = () => getJson<MyPredictionResponse[]>('/api/predictions/my');

export const myPredictionsQueryOptions = () => queryOptions({ queryKey: ['predictions', 'my'], queryFn: getMyPredictions });

export const useMyPredictions = () => useQuery(myPredictionsQueryOptions());

/**
 * A prediction waiting for its result: not settled yet (its match is to come, under way, postponed, or finished
 * a moment ago). One on a cancelled match waits for nothing.
 */
export function isAwaitingResult(prediction: Pick<MyPredictionResponse, 'isCorrect'> & { match: Pick<MatchResponse, 'status'> }): boolean {
  return prediction.isCorrect === null && prediction.match.status !== 'cancelled';
}

export interface PredictionCounts {
  /** Settled, from the account (settlement keeps it). */
  settled: number;
  correct: number;
  /** From the fan's own list: undefined while it loads. */
  awaiting: number | undefined;
  /** Settled and awaiting: undefined while the list loads. */
  total: number | undefined;
}

/**
 * The fan's prediction counts, the same wherever they show (Predictions, Settings): a fan who has just predicted
 * sees it counted at once, not when the match is settled.
 */
export function usePredictionCounts(user: UserResponse): PredictionCounts {
  const awaiting = useMyPredictions().data?.filter(isAwaitingResult).length;
  const settled = user.totalPredictions ?? 0;
  return { settled, correct: user.correctPredictions ?? 0, awaiting, total: awaiting === undefined ? undefined : settled + awaiting };
}
