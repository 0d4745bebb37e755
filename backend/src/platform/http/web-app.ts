import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_MARKUP, LANGUAGES, type Language } from '@isl/contracts';
import { acceptedLanguage } from './reader-language';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

const API_PREFIXES = ['/api', '/socket.io', '/metrics', '/media'];

/**
 * Vite names what it builds under /assets by its content hash: a new build is a new name, so a browser or CDN
 * may keep them for a year without asking. Anything else (icons, the manifest, the service worker) keeps its
 * name across builds and is revalidated each time (an ETag makes that a 304).
 */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const UNHASHED_FILE_CACHE_CONTROL = 'no-cache';

/**
 * Serves the built web app: real files from its folder, and index.html for any other GET that a browser
 * navigates to (client-side routes such as /teams), so a reload on a deep link works.
 */
export class WebApp {
  /** index.html marked up in each language (see sendIndex). */
  private readonly indexHtml: Record<Language, string>;

  private constructor(
    private readonly root: string,
    built: string,
  ) {
    this.indexHtml = Object.fromEntries(
      LANGUAGES.map((language) => {
        const { htmlLang, dir } = LANGUAGE_MARKUP[language];
        return [language, built.replace(/<html\b[^>]*>/i, `<html lang="${htmlLang}" dir="${dir}">`)];
      }),
    ) as Record<Language, string>;
  }

  /** The web app built in `root`, or null when there is none (an api-only image, or the web app not built). */
  static fromFolder(root: string): WebApp | null {
    if (!existsSync(join(root, 'index.html'))) return null;
    return new WebApp(root, readFileSync(join(root, 'index.html'), 'utf8'));
  }

  async register(app: NestFastifyApplication): Promise<void> {
    await app.register(fastifyStatic, {
      root: this.root,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file (frontend/vite.precompress.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        void reply.header('cache-control', path.includes('/assets/') ? HASHED_ASSET_CACHE_CONTROL : UNHASHED_FILE_CACHE_CONTROL);
      },
    });
  }

  isClientRoute(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    return (
      request.method === 'GET' &&
      !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) &&
      (request.headers.accept ?? '').includes('text/html')
    );
  }

  /**
   * index.html with `<html lang dir>` of the reader's language: the one the web app keeps in its cookie, else
   * the browser's (Accept-Language), else English. So a right-to-left page is mirrored from its first paint,
   * before any script runs; `Vary` keeps a cache from handing one reader's language to another.
   */
  sendIndex(request: FastifyRequest, reply: FastifyReply): void {
    const cookie = request.cookies?.[LANGUAGE_COOKIE];
    const language = (cookie && isLanguage(cookie) ? cookie : null) ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
    void reply
      .status(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(this.indexHtml[language]);
  }
}
