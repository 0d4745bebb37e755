import { LANGUAGE_COOKIE, LANGUAGE_MARKUP, LANGUAGES, languageOfTag, type Language } from '@isl/contracts';
import gbFlag from '../assets/flags/gb.svg?no-inline';
import iqFlag from '../assets/flags/iq.svg?no-inline';
import kurdistanFlag from '../assets/flags/kurdistan.svg?no-inline';

export { formattingLocale } from '@isl/contracts';

export interface LanguageOption {
  code: Language;
  /** The language's own name for itself, so a reader finds it whatever the current language. */
  name: string;
  /** URL of a flag image (bundled SVG: flag emoji do not render on every system, and Kurdistan has none). */
  flag: string;
  /**
   * Writing direction. Taken from this table, never from i18next: its dir('ku') answers ltr (Kurmanji, Latin
   * script), but our ku is Sorani, written in Arabic script from right to left.
   */
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag for Intl and Chakra's LocaleProvider, and the tag of text in this language; see LANGUAGE_MARKUP. */
  intlLocale: string;
  htmlLang: string;
  digits: 'latn' | 'arab';
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', name: 'English', flag: gbFlag, ...LANGUAGE_MARKUP.en },
  { code: 'ar', name: 'العربية', flag: iqFlag, ...LANGUAGE_MARKUP.ar },
  { code: 'ku', name: 'کوردی', flag: kurdistanFlag, ...LANGUAGE_MARKUP.ku },
];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function languageOption(code: string): LanguageOption {
  return LANGUAGE_OPTIONS.find((option) => option.code === code) ?? LANGUAGE_OPTIONS[0];
}

/**
 * The reader's language: the one they chose (localStorage), else the one the api served the page in (its
 * `<html lang>`, from the reader's browser languages), else English.
 */
export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be disabled (private mode): the page's language then.
  }
  return languageOfTag(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
}

/**
 * Keeps the language for the next page the api serves: a year's cookie, read by the api to mark up its page
 * (`<html lang dir>`) before any script runs.
 */
export function rememberLanguageForPages(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode); the choice then lasts for this page only.
  }
}
