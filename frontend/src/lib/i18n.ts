import type { Language } from '@isl/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageOption, readStoredLanguage } from './languages';

type Catalogue = Record<string, unknown>;

/** Each language's strings are a chunk of their own: a reader downloads only the language they read. */
const CATALOGUES: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import('../locales/en.json'),
  ar: () => import('../locales/ar.json'),
  ku: () => import('../locales/ku.json'),
};

void i18n.use(initReactI18next).init({
  resources: {},
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const hasCatalogue = (language: Language): boolean => i18n.hasResourceBundle(language, 'translation');

/** Fetches `language`'s strings once; a switch of language waits for them, so no screen shows bare keys. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (!hasCatalogue(language)) i18n.addResourceBundle(language, 'translation', (await CATALOGUES[language]()).default);
}

/** `<html lang dir>` and the tab title follow the language, so the whole page mirrors in ar and ku. */
function applyToDocument(code: string): void {
  const option = languageOption(code);
  document.documentElement.lang = option.htmlLang;
  document.documentElement.dir = option.dir;
  document.title = i18n.t('app.leagueName');
}

/** The first language's strings, fetched as soon as this module runs: main.tsx renders once they are in. */
export const firstCatalogueLoaded: Promise<void> = loadCatalogue(readStoredLanguage()).then(() => applyToDocument(i18n.language));
i18n.on('languageChanged', applyToDocument);

export default i18n;
