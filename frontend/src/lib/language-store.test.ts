import i18n from './i18n';
import { useLanguageStore } from './language-store';
import { LANGUAGE_OPTIONS, readStoredLanguage } from './languages';

describe('the language choice', () => {
  afterEach(() => useLanguageStore.getState().setLanguage('en'));

  it('starts in English, left to right', () => {
    expect(useLanguageStore.getState().language).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['ar', 'ar', 'دوري نجوم العراق'],
    ['ku', 'ckb', 'خولی ئەستێرەکانی عێراق'],
  ] as const)('switches to %s: right to left, <html lang="%s">, stored under "language" and in a cookie, texts translated', (code, lang, leagueName) => {
    useLanguageStore.getState().setLanguage(code);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe(lang);
    expect(localStorage.getItem('language')).toBe(code);
    // For the api, which marks up the next page it serves in this language.
    expect(document.cookie).toContain(`language=${code}`);
    expect(i18n.t('app.leagueName')).toBe(leagueName);
    expect(document.title).toBe(leagueName);
  });

  it('starts in the language chosen, else the one the api served the page in, else English', () => {
    const served = document.documentElement.lang;
    try {
      localStorage.removeItem('language');
      document.documentElement.lang = '';
      expect(readStoredLanguage()).toBe('en');
      document.documentElement.lang = 'ckb';
      expect(readStoredLanguage()).toBe('ku');
      localStorage.setItem('language', 'ar');
      expect(readStoredLanguage()).toBe('ar');
    } finally {
      document.documentElement.lang = served;
    }
  });

  it('offers each language with its code, own name and flag', () => {
    expect(LANGUAGE_OPTIONS.map(({ code, name, flag }) => ({ code, name, hasFlag: Boolean(flag) }))).toEqual([
      { code: 'en', name: 'English', hasFlag: true },
      { code: 'ar', name: 'العربية', hasFlag: true },
      { code: 'ku', name: 'کوردی', hasFlag: true },
    ]);
  });
});
