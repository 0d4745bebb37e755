import { foldForSearch, type TeamResponse } from '@isl/contracts';

const SEARCHED_FIELDS = ['name', 'nameArabic', 'nameKurdish', 'city', 'cityArabic', 'cityKurdish'] as const;

type SearchableTeam = Pick<TeamResponse, (typeof SEARCHED_FIELDS)[number]>;

/**
 * Spec: the search matches the club's name or its city, ignoring case; here in any script (English, Arabic,
 * Sorani), so "بغداد" finds the Baghdad clubs and a Sorani reader can type what they see. Query and names are
 * folded alike (foldForSearch), so common spelling variants (أ/ا, ة/ه, ي/ی, ك/ک) match. An empty search
 * matches every team.
 */
export function matchesTeamSearch(team: SearchableTeam, query: string): boolean {
  const needle = foldForSearch(query);
  return !needle || SEARCHED_FIELDS.some((field) => foldForSearch(team[field] ?? '').includes(needle));
}
