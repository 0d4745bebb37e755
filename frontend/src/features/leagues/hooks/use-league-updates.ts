import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent, onLiveResync } from '../../../lib/socket';
import { LEAGUES_KEY } from '../../../lib/leagues/my-leagues';

/**
 * While a leagues screen is open: the worker's new league tables (`leagues:update`, sent once they are written,
 * after the settlement or squad scoring that caused them), or a reconnection that may have missed them, read the
 * leagues shown again.
 */
export function useLeagueUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: LEAGUES_KEY });
    const stops = [onLiveEvent('leagues:update', refresh), onLiveResync(refresh)];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}
