import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent, onLiveResync } from '../../../lib/socket';
import { LEAGUES_KEY } from '../../../lib/leagues/my-leagues';

/**
 * While a leagues screen is open: new points in either game (a settlement's leaderboard update, a round's squad
 * scoring), or a reconnection that may have missed them, read the leagues shown again.
 */
export function useLeagueUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: LEAGUES_KEY });
    const stops = [onLiveEvent('leaderboard:update', refresh), onLiveEvent('squads:scored', refresh), onLiveResync(refresh)];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}
