import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createRefetchScheduler } from '../../../lib/refetch-scheduler';
import { onLiveEvent, onLiveResync } from '../../../lib/socket';
import { ALL_MATCHES_KEY, writeMatchEvent, writeMatchUpdate } from '../../../lib/matches/match-cache';

/**
 * Mounted once in the app shell: every `match:update` and `match:event` push is written into the cached match
 * lists and details in place, so scores, statuses and timelines change without a request. A reconnection that
 * lost updates refetches the matches once.
 */
export function useLiveMatchUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refetchSoon = createRefetchScheduler(client);
    const stops = [
      onLiveEvent('match:update', (update) => refetchSoon(writeMatchUpdate(client, update))),
      onLiveEvent('match:event', (event) => refetchSoon(writeMatchEvent(client, event))),
      onLiveResync(() => refetchSoon([ALL_MATCHES_KEY])),
    ];
    return () => {
      stops.forEach((stop) => stop());
      refetchSoon.cancel();
    };
  }, [client]);
}
