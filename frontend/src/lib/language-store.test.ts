import i18n from './i18n';
import { useLanguageStore } from './language-store';
import { LANGUAGE_OPTIONS } from './languages';

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
  ] as const)('switches to %s: right to left, <html lang="%s">, stored under "language", texts translated', (code, lang, leagueName) => {
    useLanguageStore.getState().setLanguage(code);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe(lang);
    expect(localStorage.getItem('language')).toBe(code);
    expect(i18n.t('app.leagueName')).toBe(leagueName);
    expect(document.title).toBe(leagueName);
  });

  it('offers each language with its code, own name and flag', () => {
    expect(LANGUAGE_OPTIONS.map(({ code, name, flag }) => ({ code, name, hasFlag: Boolean(flag) }))).toEqual([
      { code: 'en', name: 'English', hasFlag: true },
      { code: 'ar', name: 'العربية', hasFlag: true },
      { code: 'ku', name: 'کوردی', hasFlag: true },
    ]);
  });
});
