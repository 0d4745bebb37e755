import type { IncomingHttpHeaders } from 'node:http';
import { ARTICLE_LANGUAGES, type Language } from '@isl/contracts';

const isLanguage = (code: string): code is Language => (ARTICLE_LANGUAGES as readonly string[]).includes(code);

/** The reader's language of a request as it arrives (a list's cached answers are kept per language). */
export const readerLanguageOf = ({ query, headers }: { query: unknown; headers: IncomingHttpHeaders }): string =>
  readerLanguage((query as { language?: Language }).language, headers['accept-language']);

/**
 * The reader's language: the one asked for, else the first of the site's languages in the Accept-Language
 * header by its q-values ("ar-IQ,ar;q=0.9,en;q=0.8" is ar), else English.
 */
export function readerLanguage(asked: Language | undefined, acceptLanguage: string | undefined): Language {
  if (asked) return asked;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { code: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.code))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.code as Language | undefined) ?? 'en';
}
