import { LANGUAGE_COOKIE, LANGUAGE_MARKUP, LANGUAGES, languageOfTag, type Language } from '@isl/contracts';
import gbFlag from '../assets/flags/gb.svg?no-inline';
import iqFlag from '../assets/flags/iq.svg?no-inline';
import kurdistanFlag from '../assets/flags/kurdistan.svg?no-inline';

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
  /** BCP 47 tag for Intl and Chakra's LocaleProvider; 'ckb' tells them Sorani is right-to-left. */
  intlLocale: string;
  /**
   * The `lang` attribute of text in this language (`<html lang>` included): 'ckb' for Sorani, since 'ku' would
   * tell browsers, screen readers and search engines it is Kurmanji in Latin script.
   */
  htmlLang: string;
  /**
   * The digits numbers, dates and times are written in (a CLDR numbering system): 'latn' (0-9) or 'arab'
   * (٠-٩). Western digits in all three, as Iraqi and Kurdish sports media write scores, minutes and figures
   * (see the glossary), and as the catalogues' dates and the scores are written: one choice across the app.
   */
  digits: 'latn' | 'arab';
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', name: 'English', flag: gbFlag, ...LANGUAGE_MARKUP.en, intlLocale: 'en-GB', digits: 'latn' },
  { code: 'ar', name: 'العربية', flag: iqFlag, ...LANGUAGE_MARKUP.ar, intlLocale: 'ar-IQ', digits: 'latn' },
  { code: 'ku', name: 'کوردی', flag: kurdistanFlag, ...LANGUAGE_MARKUP.ku, intlLocale: 'ckb-IQ', digits: 'latn' },
];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function languageOption(code: string): LanguageOption {
  return LANGUAGE_OPTIONS.find((option) => option.code === code) ?? LANGUAGE_OPTIONS[0];
}

/** The locale every Intl formatter of the app uses for `language`: its tag with the table's digits. */
export function formattingLocale(language: string): string {
  const option = languageOption(language);
  return `${option.intlLocale}-u-nu-${option.digits}`;
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
