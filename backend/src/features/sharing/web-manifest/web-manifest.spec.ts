import { LANGUAGES } from '@isl/contracts';
import { SHARING_TEXTS } from '../sharing-texts';
import { webManifest } from './web-manifest';

describe('webManifest', () => {
  it.each([
    ['en', 'en', 'ltr'],
    ['ar', 'ar', 'rtl'],
    ['ku', 'ckb', 'rtl'],
  ] as const)('names the app in %s, marked up as lang %s, %s', (language, lang, dir) => {
    const texts = SHARING_TEXTS[language];
    expect(webManifest(language)).toMatchObject({ name: texts.siteName, short_name: texts.shortName, description: texts.description, lang, dir });
  });

  it('is one app in every language: the same id, start, scope, colours and icons', () => {
    const { name, short_name, description, lang, dir, ...rest } = webManifest('en');
    expect(rest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
    for (const language of LANGUAGES) expect(webManifest(language)).toMatchObject(rest);
    expect([name, short_name, description, lang, dir].every(Boolean)).toBe(true);
  });

  it('gives each language a short name shorter than its name', () => {
    for (const language of LANGUAGES) expect(webManifest(language).short_name.length).toBeLessThan(webManifest(language).name.length);
  });
});
