import type { Language, MatchResponse } from '@isl/contracts';

/** A club or player name as the API gives it: English always, Arabic and Kurdish spellings when known. */
export interface LocalizedNames {
  name: string;
  nameArabic?: string | null;
  nameKurdish?: string | null;
}

/** The name in the reader's language. Sorani falls back to the Arabic spelling (same script), then English. */
export function localizedName(names: LocalizedNames, language: Language): string {
  if (language === 'ar') return names.nameArabic || names.name;
  if (language === 'ku') return names.nameKurdish || names.nameArabic || names.name;
  return names.name;
}

/**
 * The second name shown under the main one: the Arabic name under the English one (as the spec shows it), the
 * English one under Arabic or Kurdish. Null when it would repeat the main name.
 */
export function alternateName(names: LocalizedNames, language: Language): string | null {
  const alternate = language === 'en' ? names.nameArabic : names.name;
  return alternate && alternate !== localizedName(names, language) ? alternate : null;
}

export function homeTeamNames(match: MatchResponse): LocalizedNames {
  return { name: match.homeTeamName, nameArabic: match.homeTeamNameArabic, nameKurdish: match.homeTeamNameKurdish };
}

export function awayTeamNames(match: MatchResponse): LocalizedNames {
  return { name: match.awayTeamName, nameArabic: match.awayTeamNameArabic, nameKurdish: match.awayTeamNameKurdish };
}
