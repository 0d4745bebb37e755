import type { LeagueSummary } from '@isl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { teamsQueryOptions } from '../../../lib/teams/get-teams';

/**
 * A league's name as the fan reads it: a club's public league is named by its club, in the reader's language
 * (the stored name, written once in one language, shows only until the clubs have loaded); a fans' league by the
 * name its creator gave it.
 */
export function useLeagueName(league: Pick<LeagueSummary, 'name' | 'clubId'>): string {
  const language = useLanguage();
  const clubs = useQuery({ ...teamsQueryOptions(), enabled: league.clubId !== null });
  const club = clubs.data?.find((team) => team.id === league.clubId);
  return club ? localizedName(club, language) : league.name;
}
