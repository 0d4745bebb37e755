import type { MatchEventType } from './enums';

/** What the rule of who is on the pitch reads of a timeline entry. */
export interface SheetEntry {
  type: MatchEventType;
  teamId: number | null;
  playerId?: number | null;
  playerOnId?: number | null;
  /** Taken back: a goal a correction disallowed, an incident undone. */
  disallowed: boolean;
}

/**
 * The side's players on the pitch: its starters and those brought on by a substitution that stands, but for any
 * replaced or sent off since; starters first, then the substitutes in the order they came on. The api refuses a
 * card, shot or substitution for anyone else; the console offers no one else.
 */
export function playersOnThePitch(starters: readonly number[], events: readonly SheetEntry[], teamId: number): number[] {
  const standing = events.filter((event) => event.teamId === teamId && !event.disallowed);
  const cameOn = standing.filter((event) => event.type === 'substitution').map((event) => event.playerOnId as number);
  const gone = new Set(standing.filter((event) => event.type === 'substitution' || event.type === 'red_card').map((event) => event.playerId));
  return [...starters, ...cameOn].filter((playerId) => !gone.has(playerId));
}
