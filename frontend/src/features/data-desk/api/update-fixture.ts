import type { FixtureChange, MatchResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { refreshAfterDeskChange } from './desk-keys';

export const updateFixture = (id: number, change: FixtureChange) => sendJson<MatchResponse>('PATCH', `/api/admin/fixtures/${id}`, change);

/** `PATCH /api/admin/fixtures/:id`: date, round, venue and referee (a result goes through the match console). */
export function useUpdateFixture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: FixtureChange }) => updateFixture(id, change),
    onSuccess: () => refreshAfterDeskChange(client),
  });
}
