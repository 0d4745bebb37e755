import type { LeagueSummary } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';
import { useLanguage } from '../language-store';
import { localizedName } from '../localized-name';
import { teamsQueryOptions } from '../teams/get-teams';

/** Every leagues query starts with this key: a change to any league (a join, a rename, new points) refreshes them all. */
export const LEAGUES_KEY = ['leagues'] as const;

/** The signed-in fan's leagues (signed in only): the league screens and a badge's league name share this one cached copy. */
export const getMyLeagues = () => getJson<LeagueSummary[]>('/api/leagues/mine');

export const myLeaguesQueryOptions = () => queryOptions({ queryKey: [...LEAGUES_KEY, 'mine'], queryFn: getMyLeagues });

/**
 * The names of the fan's leagues by id, as the fan reads them: a club's public league by its club in the reader's
 * language, a fans' league by the name its creator gave it. Asked only when `wanted` (a badge names a league).
 */
export function useMyLeagueNames(wanted: boolean): ReadonlyMap<number, string> {
  const language = useLanguage();
  const leagues = useQuery({ ...myLeaguesQueryOptions(), enabled: wanted }).data ?? [];
  const clubs = useQuery({ ...teamsQueryOptions(), enabled: wanted }).data ?? [];
  return new Map(
    leagues.map((league) => {
      const club = league.clubId === null ? undefined : clubs.find((team) => team.id === league.clubId);
      return [league.id, club ? localizedName(club, language) : league.name];
    }),
  );
}
