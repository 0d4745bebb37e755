import type { QueryClient } from '@tanstack/react-query';

/** Every desk list is under this key, so a change refreshes them all (the translations left, the change history). */
export const DESK_KEY = ['desk'] as const;

/**
 * After a desk change: the desk's own lists, and what fans read of clubs, squads and matches, which the change may
 * have renamed, moved or added to.
 */
export const refreshAfterDeskChange = (client: QueryClient) =>
  Promise.all(['desk', 'teams', 'matches', 'players'].map((key) => client.invalidateQueries({ queryKey: [key] })));
