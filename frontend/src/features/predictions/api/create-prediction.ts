import { awayTeamNames, homeTeamNames, type CreatePredictionRequest, type MatchResponse, type PredictionResponse } from '@isl/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cachedUserId, currentUserQueryOptions } from '../../../lib/current-user';
import { sendOrQueue, type SendResult } from '../../../lib/offline/write-queue';
import { jokersQueryOptions } from './get-jokers';
import { LEADERBOARD_KEY } from './get-leaderboard';
import { myPredictionsQueryOptions } from '../../../lib/predictions/my-predictions';
import { predictionSplitQueryOptions } from './get-prediction-split';
import { userPredictionQueryOptions } from './get-user-prediction';

/** Sends the fan's prediction, or keeps it on the phone to send once the network is back. */
export const createPrediction = (request: CreatePredictionRequest, match: MatchResponse, userId: string | null) =>
  sendOrQueue<PredictionResponse>({ kind: 'prediction', url: '/api/predictions', body: request, home: homeTeamNames(match), away: awayTeamNames(match), userId });

/**
 * What a prediction's answer changes (spec section 4): the leaderboard and the current user, the match's own
 * prediction and the crowd's split of it, My Predictions (with the calls awaiting a result) and the rounds' jokers.
 */
export const refreshAfterPrediction = (client: QueryClient, matchId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: userPredictionQueryOptions(matchId).queryKey }),
    client.invalidateQueries({ queryKey: LEADERBOARD_KEY }),
    client.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
    client.invalidateQueries({ queryKey: myPredictionsQueryOptions().queryKey }),
    client.invalidateQueries({ queryKey: predictionSplitQueryOptions(matchId).queryKey }),
    client.invalidateQueries({ queryKey: jokersQueryOptions().queryKey }),
  ]);

/** What the caller tells the fan: the outcome of a submission. */
export interface PredictionOutcomeHandlers {
  onSubmitted: () => void;
  onFailed: (error: Error) => void;
}

/**
 * Submits a prediction for `match`, refreshing what it changes. A 409 also refreshes the card: the prediction
 * may exist already (another tab), the match may have closed, or the round's joker been played on another match.
 * A prediction kept on the phone changes nothing yet: its card shows it waiting (lib/waiting-writes.ts).
 *
 * The handlers are the mutation's own, not mutate()'s: the refreshed card no longer shows the form that sent it,
 * and TanStack Query drops mutate()'s callbacks once that form has unmounted (the success toast was lost so).
 */
export function useCreatePrediction(match: MatchResponse, { onSubmitted, onFailed }: PredictionOutcomeHandlers) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CreatePredictionRequest) => createPrediction(request, match, cachedUserId(client)),
    // Offline, the write queue keeps the prediction; TanStack Query would hold the call back until online instead.
    networkMode: 'always',
    onSuccess: (result: SendResult<PredictionResponse>) => {
      if (result.status === 'sent') onSubmitted();
    },
    onError: onFailed,
    onSettled: (result, _error, request) => (result?.status === 'queued' ? undefined : refreshAfterPrediction(client, request.matchId)),
  });
}
