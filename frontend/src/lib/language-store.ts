import type { Language } from '@isl/contracts';
import { create } from 'zustand';
import i18n, { hasCatalogue, loadCatalogue } from './i18n';
import { readStoredLanguage, storeLanguage } from './languages';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/**
 * The chosen language: kept in localStorage under `language` (default en) and pushed to i18next. A language
 * not read yet this visit shows once its strings have arrived, and the page mirrors with them, not before.
 */
export const useLanguageStore = create<LanguageState>()((set) => ({
  language: readStoredLanguage(),
  setLanguage: (language) => {
    storeLanguage(language);
    const show = () => {
      void i18n.changeLanguage(language);
      set({ language });
    };
    if (hasCatalogue(language)) show();
    else void loadCatalogue(language).then(show);
  },
}));

export const useLanguage = (): Language => useLanguageStore((state) => state.language);
