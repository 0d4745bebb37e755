import type { SubmitSquadRequest, WeeklySquadResponse } from '@isl/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cachedUserId } from '../../../lib/current-user';
import { sendOrQueue, type SendResult } from '../../../lib/offline/write-queue';
import { weeklySquadQueryOptions, WEEKLY_SQUAD_KEY } from './get-weekly-squad';

/** Sends the fan's squad, or keeps it on the phone to send once the network is back. */
export const submitWeeklySquad = (squad: SubmitSquadRequest, userId: string | null) =>
  sendOrQueue<WeeklySquadResponse>({ kind: 'squad', url: '/api/weekly-squad', body: squad, userId });

/** Spec: on success the squad is refreshed; the answer is the saved squad, so it goes straight into the cache. */
export function storeSavedSquad(client: QueryClient, saved: WeeklySquadResponse): void {
  client.setQueryData(weeklySquadQueryOptions().queryKey, saved);
  client.setQueryData(weeklySquadQueryOptions(saved.week).queryKey, saved);
  void client.invalidateQueries({ queryKey: WEEKLY_SQUAD_KEY, predicate: (query) => query.queryKey[1] !== 'squad' });
}

/** Submits the squad; one kept on the phone changes nothing yet: the page says it waits (lib/waiting-writes.ts). */
export function useSubmitWeeklySquad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (squad: SubmitSquadRequest) => submitWeeklySquad(squad, cachedUserId(client)),
    // Offline, the write queue keeps the squad; TanStack Query would hold the call back until online instead.
    networkMode: 'always',
    onSuccess: (result: SendResult<WeeklySquadResponse>) => {
      if (result.status === 'sent') storeSavedSquad(client, result.body);
    },
  });
}
