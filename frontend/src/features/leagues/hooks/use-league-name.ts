import type { LeagueSummary } from '@isl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/language-store';
import { leagueName } from '../../../lib/leagues/my-leagues';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';

/** A league's name as the fan reads it (leagueName): the clubs are read for a club's league only. */
export function useLeagueName(league: Pick<LeagueSummary, 'name' | 'clubId'>): string {
  const language = useLanguage();
  const clubs = useQuery({ ...teamsQueryOptions(), enabled: league.clubId !== null });
  return leagueName(league, clubs.data ?? [], language);
}
