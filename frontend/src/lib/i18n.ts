import { LANGUAGE_QUERY_PARAM, type Language } from '@isl/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from '../locales/first-strings';
import { DEFAULT_LANGUAGE, languageOption, readStoredLanguage, rememberLanguageForPages } from './languages';

export type CataloguePart = 'first' | 'screens';

/**
 * Each language's strings are two chunks of their own (vite.catalogue-parts.ts): the strings the first screens
 * use, and the other screens'. A reader downloads only the language they read, and the second part only once
 * they open a screen that needs it.
 */
const CATALOGUE_PARTS: Record<Language, Record<CataloguePart, () => Promise<{ default: Catalogue }>>> = {
  en: { first: () => import('../locales/en.json?part=first'), screens: () => import('../locales/en.json?part=screens') },
  ar: { first: () => import('../locales/ar.json?part=first'), screens: () => import('../locales/ar.json?part=screens') },
  ku: { first: () => import('../locales/ku.json?part=first'), screens: () => import('../locales/ku.json?part=screens') },
};

void i18n.use(initReactI18next).init({
  resources: {},
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Once a screen besides the first ones has been opened, a language switched to loads both parts. */
let screensPartWanted = false;
const wantedParts = (): CataloguePart[] => (screensPartWanted ? ['first', 'screens'] : ['first']);

/** The parts in, as `language/part`. */
const partsIn = new Set<string>();
const hasPart = (language: Language, part: CataloguePart): boolean => partsIn.has(`${language}/${part}`);

/** Adds a part of `language`'s strings: a section can be in both parts, so they are merged deep. */
export function addCataloguePart(language: Language, part: CataloguePart, strings: Catalogue): void {
  i18n.addResourceBundle(language, 'translation', strings, true);
  partsIn.add(`${language}/${part}`);
}

export const hasCatalogue = (language: Language): boolean => wantedParts().every((part) => hasPart(language, part));

/** Fetches `language`'s strings once; a switch of language waits for them, so no screen shows bare keys. */
export async function loadCatalogue(language: Language): Promise<void> {
  await Promise.all(
    wantedParts()
      .filter((part) => !hasPart(language, part))
      .map(async (part) => addCataloguePart(language, part, (await CATALOGUE_PARTS[language][part]()).default)),
  );
}

/**
 * The other screens' strings, in the language shown and in one being switched to (already stored, still loading):
 * each screen besides the first ones waits for them.
 */
export async function loadScreenStrings(): Promise<void> {
  screensPartWanted = true;
  await Promise.all([...new Set([languageOption(i18n.language).code, readStoredLanguage()])].map(loadCatalogue));
}

/**
 * `<html lang dir>` and the tab title follow the language, so the whole page mirrors in ar and ku; and the
 * next page the api serves comes in it already (whether the language was chosen or found at the start), as does
 * the app installed from this page (its name on the home screen is the manifest's).
 */
function applyToDocument(code: string): void {
  const option = languageOption(code);
  document.documentElement.lang = option.htmlLang;
  document.documentElement.dir = option.dir;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.webmanifest?${LANGUAGE_QUERY_PARAM}=${option.code}`);
  document.title = i18n.t('app.leagueName');
  rememberLanguageForPages(option.code);
}

/** The first language's strings, fetched as soon as this module runs: main.tsx renders once they are in. */
export const firstCatalogueLoaded: Promise<void> = loadCatalogue(readStoredLanguage()).then(() => applyToDocument(i18n.language));
i18n.on('languageChanged', applyToDocument);

export default i18n;
