import type { CreatePredictionRequest, PredictionResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { jokersQueryOptions } from './get-jokers';
import { LEADERBOARD_KEY } from './get-leaderboard';
import { myPredictionsQueryOptions } from '../../../lib/predictions/my-predictions';
import { predictionSplitQueryOptions } from './get-prediction-split';
import { userPredictionQueryOptions } from './get-user-prediction';

export const createPrediction = (request: CreatePredictionRequest) => sendJson<PredictionResponse>('POST', '/api/predictions', request);

/** What the caller tells the fan: the outcome of a submission. */
export interface PredictionOutcomeHandlers {
  onSubmitted: () => void;
  onFailed: (error: Error) => void;
}

/**
 * Submits a prediction. Afterwards (spec section 4) the leaderboard and the current user are refreshed, and so
 * are the card's own prediction, the crowd's split of the match, My Predictions (with the calls awaiting a result)
 * and the rounds' jokers. A 409 also refreshes the card: the prediction may exist already (another tab), the match
 * may have closed, or the round's joker been played on another match.
 *
 * The handlers are the mutation's own, not mutate()'s: the refreshed card no longer shows the form that sent it,
 * and TanStack Query drops mutate()'s callbacks once that form has unmounted (the success toast was lost so).
 */
export function useCreatePrediction({ onSubmitted, onFailed }: PredictionOutcomeHandlers) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPrediction,
    onSuccess: onSubmitted,
    onError: onFailed,
    onSettled: (_data, _error, request) =>
      Promise.all([
        client.invalidateQueries({ queryKey: userPredictionQueryOptions(request.matchId).queryKey }),
        client.invalidateQueries({ queryKey: LEADERBOARD_KEY }),
        client.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: myPredictionsQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: predictionSplitQueryOptions(request.matchId).queryKey }),
        client.invalidateQueries({ queryKey: jokersQueryOptions().queryKey }),
      ]),
  });
}
