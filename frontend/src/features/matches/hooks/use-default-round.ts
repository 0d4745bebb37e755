import { defaultRound, type MatchListKind } from '@isl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLiveMatches } from '../../../lib/matches/get-live-matches';
import { recentMatchesQueryOptions } from '../../../lib/matches/get-recent-matches';
import { upcomingMatchesQueryOptions } from '../../../lib/matches/get-upcoming-matches';

/**
 * The round a list opens on when the reader has not picked one (see defaultRound), from the live, upcoming and
 * recent lists the dashboard uses too; undefined while they load, or when `needed` is false. A list that could
 * not load counts as empty.
 */
export function useDefaultRound(list: MatchListKind, needed: boolean): number | undefined {
  const live = useLiveMatches();
  const liveSettled = !live.isPending;
  const nothingLive = liveSettled && !live.data?.length;
  const upcoming = useQuery({ ...upcomingMatchesQueryOptions(), enabled: needed && list === 'fixtures' && nothingLive });
  const recent = useQuery({ ...recentMatchesQueryOptions(), enabled: needed && list === 'results' });
  if (!needed) return undefined;
  if (list === 'results') return recent.isPending ? undefined : defaultRound('results', { recent: recent.data });
  if (!liveSettled || (nothingLive && upcoming.isPending)) return undefined;
  return defaultRound('fixtures', { live: live.data, upcoming: upcoming.data });
}
