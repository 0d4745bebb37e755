import { madeOncePerKey, NATIONALITY_REGIONS, type Language } from '@isl/contracts';
import { languageOption } from './languages';

/** The browser's country names in `language`, or null when it has none in that language (some lack Sorani). */
const regionNamesIn = madeOncePerKey((language: Language): Intl.DisplayNames | null => {
  const locale = languageOption(language).intlLocale;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  // Without data for the language, Intl answers in the browser's default one: better the stored English then.
  const answersInLanguage = new Intl.Locale(names.resolvedOptions().locale).language === new Intl.Locale(locale).language;
  return answersInLanguage ? names : null;
});

/**
 * A player's nationality in the reader's language, through Intl.DisplayNames; the English name the API gives
 * (players.nationality) in English, for a country outside NATIONALITY_REGIONS, and where the browser lacks the
 * language.
 */
export function nationalityName(nationality: string, language: Language): string {
  const region = NATIONALITY_REGIONS[nationality];
  if (language === 'en' || !region) return nationality;
  return regionNamesIn(language)?.of(region) ?? nationality;
}
