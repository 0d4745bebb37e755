import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, LANGUAGES, languageOfTag, type Language } from '@isl/contracts';

/**
 * The first of the site's languages in an Accept-Language header by its q-values ("ar-IQ,ar;q=0.9,en;q=0.8"
 * is ar; a Sorani browser's "ckb" is ku), or null when it names none of them.
 */
export function acceptedLanguage(acceptLanguage: string | undefined): Language | null {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: languageOfTag(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && entry.language !== null)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** The reader's language: the one asked for, else the Accept-Language header's (acceptedLanguage), else English. */
export function readerLanguage(asked: Language | undefined, acceptLanguage: string | undefined): Language {
  return asked ?? acceptedLanguage(acceptLanguage) ?? 'en';
}

/** One of the site's languages by its code (`ku`), or null for anything else. */
const siteLanguage = (value: unknown): Language | null => ((LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : null);

/** The language a link names with `?lang=`, or null when it names none of the site's. */
export function linkLanguage(request: FastifyRequest): Language | null {
  return siteLanguage((request.query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY_PARAM]);
}

/**
 * The language of the web app's page and of its manifest: the one the link names (`?lang=`), else the one the web
 * app keeps in its cookie, else the browser's (Accept-Language), else English.
 */
export function pageLanguage(request: FastifyRequest): Language {
  return linkLanguage(request) ?? siteLanguage(request.cookies?.[LANGUAGE_COOKIE]) ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
}
