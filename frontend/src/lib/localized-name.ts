import { localizedName, type Language, type LocalizedNames } from '@isl/contracts';

export { awayTeamNames, homeTeamNames, localizedField, localizedName, namesOf, type LocalizedNames, type ScriptFields } from '@isl/contracts';

/**
 * The second name shown under the main one, in a script the reader also reads: the Arabic name under the English
 * one (as the spec shows it), the Arabic spelling under a Sorani one when they differ; none on Arabic pages,
 * which show every name in Arabic only. Null when it would repeat the main name.
 */
export function alternateName(names: LocalizedNames, language: Language): string | null {
  const alternate = language === 'ar' ? null : names.nameArabic;
  return alternate && alternate !== localizedName(names, language) ? alternate : null;
}
