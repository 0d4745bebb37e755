import { useLiveStandings } from '../../features/league/hooks/use-live-standings';
import { useLiveMatchUpdates } from '../../features/matches/hooks/use-live-match-updates';
import { usePredictionUpdates } from '../../features/predictions/hooks/use-prediction-updates';

/**
 * Keeps the cached league data in step with the live socket, whichever screen is open. Its code, with the socket's
 * and the caches' writers, is fetched as the first screen renders rather than before it: the socket it opens
 * connects after the first render either way.
 */
export function LiveSync() {
  useLiveMatchUpdates();
  useLiveStandings();
  usePredictionUpdates();
  return null;
}
