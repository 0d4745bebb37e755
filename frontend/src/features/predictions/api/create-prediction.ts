import type { CreatePredictionRequest, PredictionResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { LEADERBOARD_KEY } from './get-leaderboard';
import { myPredictionsQueryOptions } from './get-my-predictions';
import { userPredictionQueryOptions } from './get-user-prediction';

export const createPrediction = (request: CreatePredictionRequest) => sendJson<PredictionResponse>('POST', '/api/predictions', request);

/**
 * Submits a prediction. Afterwards (spec section 4) the leaderboard and the current user are refreshed, and so
 * are the card's own prediction and My Predictions. A 409 also refreshes the card: the prediction may exist
 * already (another tab) or the match may have closed.
 */
export function useCreatePrediction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPrediction,
    onSettled: (_data, _error, request) =>
      Promise.all([
        client.invalidateQueries({ queryKey: userPredictionQueryOptions(request.matchId).queryKey }),
        client.invalidateQueries({ queryKey: LEADERBOARD_KEY }),
        client.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: myPredictionsQueryOptions().queryKey }),
      ]),
  });
}
