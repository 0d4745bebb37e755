import type { Language, LeagueSummary, TeamResponse } from '@isl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../api-client';
import { useLanguage } from '../language-store';
import { localizedName } from '../localized-name';
import { teamsQueryOptions } from '../teams/get-teams';

/** Every leagues query starts with this key: a change to any league (a join, a rename, new points) refreshes them all. */
export const LEAGUES_KEY = ['leagues'] as const;

/** The signed-in fan's leagues (signed in only): the league screens and the badges that name a league share it. */
export const getMyLeagues = () => getJson<LeagueSummary[]>('/api/leagues/mine');

export const myLeaguesQueryOptions = () => queryOptions({ queryKey: [...LEAGUES_KEY, 'mine'], queryFn: getMyLeagues });

export const useMyLeagues = () => useQuery(myLeaguesQueryOptions());

/**
 * A league's name as the fan reads it: a club's public league by its club in the reader's language (the stored
 * name, written once in one language, only until the clubs are in); a fans' league by the name its creator gave it.
 */
export function leagueName(league: Pick<LeagueSummary, 'name' | 'clubId'>, clubs: readonly TeamResponse[], language: Language): string {
  const club = league.clubId === null ? undefined : clubs.find((team) => team.id === league.clubId);
  return club ? localizedName(club, language) : league.name;
}

/**
 * The names of the fan's leagues by id, as the fan reads them (leagueName). Asked only when `wanted` (a badge names
 * a league).
 */
export function useMyLeagueNames(wanted: boolean): ReadonlyMap<number, string> {
  const language = useLanguage();
  const leagues = useQuery({ ...myLeaguesQueryOptions(), enabled: wanted }).data ?? [];
  const clubs = useQuery({ ...teamsQueryOptions(), enabled: wanted }).data ?? [];
  return new Map(leagues.map((league) => [league.id, leagueName(league, clubs, language)]));
}
