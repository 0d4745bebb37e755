import type { PlayerResponse } from '@isl/contracts';

/** Spec: by jersey number, players without a number last (in name order, so the list is stable). */
export function sortByJerseyNumber(players: readonly PlayerResponse[]): PlayerResponse[] {
  return [...players].sort(
    (a, b) =>
      (a.jerseyNumber ?? Number.POSITIVE_INFINITY) - (b.jerseyNumber ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name, 'en'),
  );
}
