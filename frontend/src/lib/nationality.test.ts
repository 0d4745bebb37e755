import { nationalityName } from './nationality';

describe('nationalityName', () => {
  it('names the country in Arabic and Sorani through Intl, and keeps the stored English name in English', () => {
    expect(nationalityName('Brazil', 'ar')).toBe('البرازيل');
    expect(nationalityName('Syria', 'ku')).toBe('سووریا');
    expect(nationalityName('Brazil', 'en')).toBe('Brazil');
  });

  it('keeps the English name of a country it has no region code for', () => {
    expect(nationalityName('Atlantis', 'ar')).toBe('Atlantis');
  });

  it('falls back to English where the browser has no country names in the language', () => {
    const RealDisplayNames = Intl.DisplayNames;
    // A browser without Sorani data resolves a ckb request to its default language, here Arabic.
    const displayNames = jest
      .spyOn(Intl, 'DisplayNames')
      .mockImplementation((locales, options) => new RealDisplayNames(String(locales).startsWith('ckb') ? ['ar'] : locales, options));
    jest.isolateModules(() => {
      const { nationalityName: withoutSorani } = jest.requireActual<typeof import('./nationality')>('./nationality');
      expect(withoutSorani('Ghana', 'ku')).toBe('Ghana');
      expect(withoutSorani('Ghana', 'ar')).toBe('غانا');
    });
    expect(displayNames).toHaveBeenCalled();
    displayNames.mockRestore();
  });
});
