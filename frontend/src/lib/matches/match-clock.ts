import { clockMinute, type MatchResponse } from '@isl/contracts';

/** What the clock of a match is read from; the kick-off times may be missing from older payloads. */
export type MatchClock = Pick<MatchResponse, 'status' | 'elapsed'> &
  Partial<Pick<MatchResponse, 'kickedOffAt' | 'halfTimeAt' | 'secondHalfStartedAt'>>;

/**
 * The minute of a live match at `now`, from its kick-off times, so it keeps running between pushes; the
 * server's `elapsed` when the times are unknown. Null when the match is not live.
 */
export function runningMinute(match: MatchClock, now: Date): number | null {
  if (match.status !== 'live') return null;
  if (!match.kickedOffAt) return match.elapsed;
  return clockMinute({ status: match.status, kickedOffAt: match.kickedOffAt, halfTimeAt: match.halfTimeAt ?? null, secondHalfStartedAt: match.secondHalfStartedAt ?? null }, now);
}
