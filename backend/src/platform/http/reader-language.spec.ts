import type { FastifyRequest } from 'fastify';
import { pageLanguage, readerLanguage } from './reader-language';

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

describe('pageLanguage', () => {
  const request = (query: object, cookies: object, acceptLanguage?: string) => ({ query, cookies, headers: { 'accept-language': acceptLanguage } }) as unknown as FastifyRequest;

  it.each([
    ['the link names one', request({ lang: 'ku' }, { language: 'ar' }, 'en'), 'ku'],
    ['the cookie, without a link language', request({}, { language: 'ar' }, 'ku'), 'ar'],
    ['Accept-Language, without either', request({ lang: 'fr' }, { language: 'de' }, 'ckb'), 'ku'],
    ['English, without any', request({}, {}), 'en'],
  ] as const)('is %s', (_, of, language) => {
    expect(pageLanguage(of)).toBe(language);
  });
});
