import type { FixtureChange, MatchResponse } from '@isl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendMatchCommand } from '../../../lib/matches/send-match-command';
import { refreshAfterDeskChange } from './desk-keys';

/**
 * A fixture's change, as the match's own commands, so fans' screens, deadlines and follow-ups move with it as
 * they do for the match console's: `reschedule` for a new kick-off, `edit_fixture` for the round, venue and
 * referee. Answers the match as it then is.
 */
export async function updateFixture(id: number, { matchDate, ...details }: FixtureChange): Promise<MatchResponse | undefined> {
  let match: MatchResponse | undefined;
  if (matchDate !== undefined) match = await sendMatchCommand(id, { type: 'reschedule', newDate: matchDate });
  if (Object.keys(details).length) match = await sendMatchCommand(id, { type: 'edit_fixture', ...details });
  return match;
}

/** Saves a fixture's details; the desk's lists and what fans read of matches are fetched again. */
export function useUpdateFixture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: FixtureChange }) => updateFixture(id, change),
    onSettled: () => refreshAfterDeskChange(client),
  });
}
