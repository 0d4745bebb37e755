import type { Language } from '@isl/contracts';
import { create } from 'zustand';
import i18n from './i18n';
import { readStoredLanguage, storeLanguage } from './languages';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

/** The chosen language: kept in localStorage under `language` (default en) and pushed to i18next. */
export const useLanguageStore = create<LanguageState>()((set) => ({
  language: readStoredLanguage(),
  setLanguage: (language) => {
    storeLanguage(language);
    void i18n.changeLanguage(language);
    set({ language });
  },
}));

export const useLanguage = (): Language => useLanguageStore((state) => state.language);
