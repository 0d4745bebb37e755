import type { FixtureChange, MatchResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { refreshAfterDeskChange } from './desk-keys';

/**
 * `PATCH /api/admin/fixtures/:id`: a fixture's new kick-off, round, venue or referee, in one change recorded in
 * the desk's history. The server makes it through the match's own commands, so fans' screens and deadlines move
 * with it. Answers the match as it then is.
 */
export const updateFixture = (id: number, change: FixtureChange) => sendJson<MatchResponse>('PATCH', `/api/admin/fixtures/${id}`, change);

/** Saves a fixture's details; the desk's lists and what fans read of matches are fetched again. */
export function useUpdateFixture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: FixtureChange }) => updateFixture(id, change),
    onSettled: () => refreshAfterDeskChange(client),
  });
}
