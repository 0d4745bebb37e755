import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createRefetchScheduler } from '../../../lib/refetch-scheduler';
import { onLiveEvent, onLiveResync } from '../../../lib/socket';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';
import { TOP_PLAYERS_KEY } from '../api/get-top-players';

/**
 * Mounted once in the app shell: when a result changes the table (`standings:update`), or a reconnection lost
 * updates, the league table, squads and scorers are refetched (the server recomputes them; nothing to patch).
 */
export function useLiveStandings(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refetchSoon = createRefetchScheduler(client);
    const refetchStandings = () => refetchSoon([teamsQueryOptions().queryKey, TOP_PLAYERS_KEY]);
    const stops = [onLiveEvent('standings:update', refetchStandings), onLiveResync(refetchStandings)];
    return () => {
      stops.forEach((stop) => stop());
      refetchSoon.cancel();
    };
  }, [client]);
}
