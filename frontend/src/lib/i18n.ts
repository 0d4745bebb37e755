import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import ku from '../locales/ku.json';
import { DEFAULT_LANGUAGE, languageOption, readStoredLanguage } from './languages';

// The three catalogues are small (a few KB gzipped), so they ship in the bundle: no loading flash on switch.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ar: { translation: ar }, ku: { translation: ku } },
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** `<html lang dir>` and the tab title follow the language, so the whole page mirrors in ar and ku. */
function applyToDocument(code: string): void {
  const option = languageOption(code);
  document.documentElement.lang = option.htmlLang;
  document.documentElement.dir = option.dir;
  document.title = i18n.t('app.leagueName');
}

applyToDocument(i18n.language);
i18n.on('languageChanged', applyToDocument);

export default i18n;
