const MINUTE_MS = 60_000;
export const HALF_LENGTH_MINUTES = 45;

export interface ClockState {
  status: string;
  kickedOffAt: Date | null;
  secondHalfStartedAt: Date | null;
  /** True between the half-time whistle and the second-half kick-off. */
  isHalfTime?: boolean;
}

/**
 * The minute shown for a live match, from kick-off timestamps rather than a ticking timer, so every replica
 * and every reconnecting client agrees. Capped at 45 in the first half and 90 in the second: added time shows
 * as the last minute of the half. Null when the match is not live or has no kick-off time.
 */
export function elapsedMinutes(clock: ClockState, now: Date): number | null {
  if (clock.status !== 'live' || !clock.kickedOffAt) return null;
  if (clock.isHalfTime) return HALF_LENGTH_MINUTES;
  if (clock.secondHalfStartedAt) {
    const played = Math.floor((now.getTime() - clock.secondHalfStartedAt.getTime()) / MINUTE_MS) + 1;
    return HALF_LENGTH_MINUTES + clamp(played, 1, HALF_LENGTH_MINUTES);
  }
  const played = Math.floor((now.getTime() - clock.kickedOffAt.getTime()) / MINUTE_MS) + 1;
  return clamp(played, 1, HALF_LENGTH_MINUTES);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
