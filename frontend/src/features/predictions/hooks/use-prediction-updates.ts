import type { MatchUpdatePayload, MyPredictionResponse, PredictionResponse, PredictionSettledPayload, UserResponse } from '@isl/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { patchMatch } from '../../../lib/matches/patch-matches';
import { onLiveEvent, onLiveResync } from '../../../lib/socket';
import { LEADERBOARD_KEY } from '../api/get-leaderboard';
import { myPredictionsQueryOptions } from '../../../lib/predictions/my-predictions';
import { USER_PREDICTIONS_KEY, userPredictionQueryOptions } from '../api/get-user-prediction';

/** Writes a settlement into every cached copy it changes: the fan's totals, My Predictions, the match's card. */
function writeSettlement(client: QueryClient, settled: PredictionSettledPayload): void {
  // What the payload says of the prediction itself (its outcome, points and their lines) is written over it.
  const { matchId, predictionId, totals, ...outcome } = settled;
  const isSettled = (prediction: PredictionResponse) => prediction.id === predictionId;
  client.setQueryData(currentUserQueryOptions().queryKey, (user: UserResponse | null | undefined) =>
    user ? { ...user, ...totals } : user,
  );
  client.setQueryData(myPredictionsQueryOptions().queryKey, (mine: MyPredictionResponse[] | undefined) =>
    mine?.map((prediction) => (isSettled(prediction) ? { ...prediction, ...outcome, pointsEarned: outcome.pointsAwarded } : prediction)),
  );
  client.setQueryData(userPredictionQueryOptions(matchId).queryKey, (prediction: PredictionResponse | null | undefined) =>
    prediction && isSettled(prediction) ? { ...prediction, ...outcome } : prediction,
  );
}

/**
 * Writes a match's pushed state into the fan's own predictions that embed it, so My Predictions shows the final
 * score and the outcome badge of a match that ended while its list was held (the Predictions page loads it too).
 */
function writeMatchIntoMine(client: QueryClient, update: MatchUpdatePayload): void {
  client.setQueryData(myPredictionsQueryOptions().queryKey, (mine: MyPredictionResponse[] | undefined) => {
    if (!mine?.some((prediction) => prediction.match.id === update.id)) return mine;
    return mine.map((prediction) => {
      const match = patchMatch(prediction.match, update);
      return match === prediction.match ? prediction : { ...prediction, match };
    });
  });
}

/**
 * Mounted once in the app shell. `prediction:settled` (sent only to the fan's own sockets) carries the
 * outcome and the fan's new totals, written straight into the caches, as `match:update` is into the matches the
 * fan's predictions embed; `leaderboard:update` refreshes the leaderboard. A reconnection that may have missed
 * pushes refetches what they would have changed.
 */
export function usePredictionUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refreshLeaderboard = () => void client.invalidateQueries({ queryKey: LEADERBOARD_KEY });
    const stops = [
      onLiveEvent('prediction:settled', (settled) => writeSettlement(client, settled)),
      onLiveEvent('match:update', (update) => writeMatchIntoMine(client, update)),
      onLiveEvent('leaderboard:update', refreshLeaderboard),
      onLiveResync(() => {
        refreshLeaderboard();
        void client.invalidateQueries({ queryKey: myPredictionsQueryOptions().queryKey });
        void client.invalidateQueries({ queryKey: USER_PREDICTIONS_KEY });
        void client.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}
