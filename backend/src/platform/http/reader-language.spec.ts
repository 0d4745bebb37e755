import { readerLanguage } from './reader-language';

describe('readerLanguage', () => {
  it.each([
    [undefined, undefined, 'en'],
    ['ku', 'ar', 'ku'],
    [undefined, 'ar-IQ,ar;q=0.9,en;q=0.8', 'ar'],
    [undefined, 'fr-FR,fr;q=0.9,ku;q=0.5,ar;q=0.7', 'ar'],
    [undefined, 'de, ckb', 'ku'],
    [undefined, 'fr', 'en'],
    [undefined, 'ar;q=0, ku', 'ku'],
    [undefined, 'EN-gb', 'en'],
    [undefined, '*', 'en'],
  ] as const)('asked %j with Accept-Language %j: %s', (asked, header, language) => {
    expect(readerLanguage(asked, header)).toBe(language);
  });
});
