import { localizedName, type Language, type LocalizedNames } from '@isl/contracts';

export { awayTeamNames, homeTeamNames, localizedName, type LocalizedNames } from '@isl/contracts';

/**
 * A record that carries a name in every script the way the API writes it: `<field>` in English, `<field>Arabic`
 * and `<field>Kurdish` beside it (a team's city and stadium, a match's venue and referee, an event's scorer...).
 */
export type ScriptFields<Field extends string> = {
  readonly [F in Field | `${Field}Arabic` | `${Field}Kurdish`]?: string | null;
};

/** The names of `record`'s `field` in every script, or null when it has none (no referee named yet). */
export function namesOf<Field extends string>(record: ScriptFields<Field>, field: Field): LocalizedNames | null {
  const name = record[field];
  return name ? { name, nameArabic: record[`${field}Arabic`], nameKurdish: record[`${field}Kurdish`] } : null;
}

/**
 * `record`'s `field` in the reader's language (Sorani falls back to Arabic, then English, as localizedName
 * does), or null when it has none: how the web app shows every city, stadium, venue, referee and player name.
 */
export function localizedField<Field extends string>(record: ScriptFields<Field>, field: Field, language: Language): string | null {
  const names = namesOf(record, field);
  return names && localizedName(names, language);
}

/**
 * The second name shown under the main one, in a script the reader also reads: the Arabic name under the English
 * one (as the spec shows it), the Arabic spelling under a Sorani one when they differ; none on Arabic pages,
 * which show every name in Arabic only. Null when it would repeat the main name.
 */
export function alternateName(names: LocalizedNames, language: Language): string | null {
  const alternate = language === 'ar' ? null : names.nameArabic;
  return alternate && alternate !== localizedName(names, language) ? alternate : null;
}
