import type { TeamResponse } from '@isl/contracts';

type SearchableTeam = Pick<TeamResponse, 'name' | 'nameArabic' | 'nameKurdish' | 'city'>;

/**
 * Spec: the search matches the English name, the Arabic name or the city, ignoring case. The Kurdish name is
 * searched too, so a Sorani reader can type what they see. An empty search matches every team.
 */
export function matchesTeamSearch(team: SearchableTeam, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || [team.name, team.nameArabic, team.nameKurdish, team.city].some((field) => field?.toLocaleLowerCase().includes(needle));
}
