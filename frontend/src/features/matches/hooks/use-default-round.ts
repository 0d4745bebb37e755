import { defaultRound, type MatchListKind } from '@isl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLiveMatches } from '../../../lib/matches/get-live-matches';
import { useSeasonParam, useShownSeason } from '../../../lib/season';
import { recentMatchesQueryOptions } from '../../../lib/matches/get-recent-matches';
import { upcomingMatchesQueryOptions } from '../../../lib/matches/get-upcoming-matches';

/**
 * The round a list of the shown season opens on when the reader has not picked one (see defaultRound), from the
 * live, upcoming and recent lists the dashboard uses too (the live one for the current season only); undefined
 * while they load, or when `needed` is false. A list that could not load counts as empty.
 */
export function useDefaultRound(list: MatchListKind, needed: boolean): number | undefined {
  const { season: asked } = useSeasonParam();
  const { season } = useShownSeason();
  const live = useLiveMatches();
  const liveSettled = asked !== undefined || !live.isPending;
  const nothingLive = liveSettled && (asked !== undefined || !live.data?.length);
  const upcoming = useQuery({ ...upcomingMatchesQueryOptions(asked), enabled: needed && list === 'fixtures' && nothingLive });
  const recent = useQuery({ ...recentMatchesQueryOptions(asked), enabled: needed && list === 'results' });
  if (!needed || !season) return undefined;
  if (list === 'results') return recent.isPending ? undefined : defaultRound('results', { recent: recent.data }, season.rules.rounds);
  if (!liveSettled || (nothingLive && upcoming.isPending)) return undefined;
  return defaultRound('fixtures', { live: asked === undefined ? live.data : [], upcoming: upcoming.data }, season.rules.rounds);
}
