import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveEvent, onLiveResync } from '../../../lib/socket';
import { WEEKLY_SQUAD_KEY } from '../api/get-weekly-squad';

/** While the squad screen is open: a round's new points (or a reconnection that may have missed them) refetch its squads and tables. */
export function useSquadUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: WEEKLY_SQUAD_KEY });
    const stops = [onLiveEvent('squads:scored', refresh), onLiveResync(refresh)];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}
