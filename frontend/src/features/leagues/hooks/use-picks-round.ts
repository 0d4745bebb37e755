import { useQuery } from '@tanstack/react-query';
import { useLiveMatches } from '../../../lib/matches/get-live-matches';
import { recentMatchesQueryOptions } from '../../../lib/matches/get-recent-matches';
import { upcomingMatchesQueryOptions } from '../../../lib/matches/get-upcoming-matches';
import { picksRound } from '../lib/picks-round';

/**
 * The round a league's picks open on (see picksRound), from the live, recent and upcoming lists the dashboard
 * reads too; undefined while they load. A list that could not load counts as empty.
 */
export function usePicksRound(): number | undefined {
  const live = useLiveMatches();
  const recent = useQuery(recentMatchesQueryOptions());
  const upcoming = useQuery(upcomingMatchesQueryOptions());
  if (live.isPending || recent.isPending || upcoming.isPending) return undefined;
  return picksRound({ live: live.data ?? [], recent: recent.data ?? [], upcoming: upcoming.data ?? [] });
}
