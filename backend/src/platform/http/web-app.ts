import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_MARKUP, LANGUAGE_QUERY_PARAM, LANGUAGES, type Language } from '@isl/contracts';
import { encodeBody, preferredEncoding } from './content-encoding';
import { pageLanguage } from './reader-language';

/** The head of the page at a path in a language, and the status it goes with (404: no such page or record). */
export interface PageHeads {
  pageOf(url: string, language: Language): Promise<{ status: 200 | 404; markup: string }>;
}

const API_PREFIXES = ['/api', '/socket.io', '/metrics', '/media'];

/** The build's link to the web app manifest: the tag up to the end of its address's path, and the query after it. */
const MANIFEST_LINK = /(<link\b[^>]*\brel="manifest"[^>]*\bhref="[^"?]*)[^"]*/i;

/**
 * Vite names what it builds under /assets by its content hash: a new build is a new name, so a browser or CDN
 * may keep them for a year without asking. Anything else (icons, the service worker) keeps its name across
 * builds and is revalidated each time (an ETag makes that a 304).
 */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const UNHASHED_FILE_CACHE_CONTROL = 'no-cache';

/**
 * Serves the built web app: real files from its folder, and index.html for any other GET that a browser
 * navigates to (client-side routes such as /teams), so a reload on a deep link works, with the page's own head.
 */
export class WebApp {
  /** index.html marked up in each language: `<html lang dir>`, and the manifest asked for in it (see sendPage). */
  private readonly indexHtml: Record<Language, string>;

  private constructor(
    private readonly root: string,
    built: string,
    private readonly heads: PageHeads,
    /** The files at the site's root the api writes itself: a copy an older build left in the folder is not served. */
    private readonly apiFiles: readonly string[],
  ) {
    this.indexHtml = Object.fromEntries(
      LANGUAGES.map((language) => {
        const { htmlLang, dir } = LANGUAGE_MARKUP[language];
        const page = built.replace(/<html\b[^>]*>/i, `<html lang="${htmlLang}" dir="${dir}">`);
        return [language, page.replace(MANIFEST_LINK, `$1?${LANGUAGE_QUERY_PARAM}=${language}`)];
      }),
    ) as Record<Language, string>;
  }

  /** The web app built in `root`, or null when there is none (an api-only image, or the web app not built). */
  static fromFolder(root: string, heads: PageHeads, apiFiles: readonly string[]): WebApp | null {
    if (!existsSync(join(root, 'index.html'))) return null;
    return new WebApp(root, readFileSync(join(root, 'index.html'), 'utf8'), heads, apiFiles);
  }

  async register(app: NestFastifyApplication): Promise<void> {
    await app.register(fastifyStatic, {
      root: this.root,
      wildcard: false,
      // Without a wildcard each file is a route of its own, which would clash with the api's route of the same path.
      globIgnore: [...this.apiFiles],
      index: false,
      // The build writes a .br and a .gz beside each text file (frontend/vite.precompress.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        void reply.header('cache-control', path.includes('/assets/') ? HASHED_ASSET_CACHE_CONTROL : UNHASHED_FILE_CACHE_CONTROL);
      },
    });
  }

  /**
   * A GET outside the api's prefixes that a browser or a link preview asks for as a page. Crawlers often accept
   * any type, or send no Accept; a script's fetch of a missing file asks for its own type and gets the api's 404.
   */
  isPageRequest(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    const accept = request.headers.accept;
    return (
      request.method === 'GET' &&
      !API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) &&
      (accept === undefined || accept.includes('text/html') || accept.includes('*/*'))
    );
  }

  /**
   * index.html with the page's head, `<html lang dir>` and its manifest link in the reader's language (pageLanguage:
   * the one the link names, else the web app's cookie, else Accept-Language, else English). So a shared link
   * previews in its sharer's language, a right-to-left page is mirrored from its first paint, and an installed app
   * is named in the language of the page it was installed from.
   * A path that is no page, or a record that is not there, is sent with 404 (the web app shows its not-found
   * view). `Vary` keeps a cache from handing one reader's language, or encoding, to another. Should a record be
   * unreadable (the database away), the page goes out with the build's own head: the fan still gets the app.
   */
  async sendPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const language = pageLanguage(request);
    const page = await this.heads.pageOf(request.url, language).catch((error: unknown) => {
      request.log.warn({ err: error }, 'page sent without its own head: its record could not be read');
      return null;
    });
    const html = page ? this.indexHtml[language].replace(/<title>[^<]*<\/title>/, () => page.markup) : this.indexHtml[language];
    // Compressed here, not only behind nginx: the page leads every first visit, and uncompressed its inlined
    // styles hold up a phone's link several times longer before any script is asked for.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    void reply
      .status(page?.status ?? 200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    void reply.send(encodeBody(Buffer.from(html), encoding));
  }
}
