import type { SubmitSquadRequest, WeeklySquadResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { weeklySquadQueryOptions, WEEKLY_SQUAD_KEY } from './get-weekly-squad';

export const submitWeeklySquad = (squad: SubmitSquadRequest) => sendJson<WeeklySquadResponse>('POST', '/api/weekly-squad', squad);

/** Spec: on success the squad is refreshed; the answer is the saved squad, so it goes straight into the cache. */
export function useSubmitWeeklySquad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitWeeklySquad,
    onSuccess: (saved) => {
      client.setQueryData(weeklySquadQueryOptions().queryKey, saved);
      client.setQueryData(weeklySquadQueryOptions(saved.week).queryKey, saved);
      void client.invalidateQueries({ queryKey: WEEKLY_SQUAD_KEY, predicate: (query) => query.queryKey[1] !== 'squad' });
    },
  });
}
