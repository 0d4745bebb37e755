import { useNow } from '../use-now';
import { runningMinute, type MatchClock } from './match-clock';

/** Often enough that a new minute shows within seconds of starting. */
const CLOCK_TICK_MS = 10_000;

/** The minute of a live match, kept running on screen between pushes; null when it is not live. */
export function useRunningMinute(match: MatchClock): number | null {
  const now = useNow(CLOCK_TICK_MS, match.status === 'live');
  return runningMinute(match, now);
}
