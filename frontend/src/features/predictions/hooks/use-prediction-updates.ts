import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent, onLiveResync } from '../../../lib/socket';
import { currentUserQueryOptions } from '../../auth/api/get-current-user';
import { LEADERBOARD_KEY } from '../api/get-leaderboard';
import { myPredictionsQueryOptions } from '../api/get-my-predictions';
import { userPredictionQueryOptions } from '../api/get-user-prediction';

/**
 * Mounted once in the app shell. `prediction:settled` (sent only to the fan's own sockets) refreshes the
 * header's points, My Predictions and that match's prediction card; `leaderboard:update` refreshes the
 * leaderboard. Only queries some screen has loaded are refetched; the rest are marked stale.
 */
export function usePredictionUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refreshLeaderboard = () => void client.invalidateQueries({ queryKey: LEADERBOARD_KEY });
    const stops = [
      onLiveEvent('prediction:settled', (payload) => {
        void client.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
        void client.invalidateQueries({ queryKey: myPredictionsQueryOptions().queryKey });
        void client.invalidateQueries({ queryKey: userPredictionQueryOptions(payload.matchId).queryKey });
      }),
      onLiveEvent('leaderboard:update', refreshLeaderboard),
      // A reconnection that lost pushes may have missed a settlement.
      onLiveResync(() => {
        refreshLeaderboard();
        void client.invalidateQueries({ queryKey: myPredictionsQueryOptions().queryKey });
        void client.invalidateQueries({ queryKey: ['predictions', 'user'] });
        void client.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}
