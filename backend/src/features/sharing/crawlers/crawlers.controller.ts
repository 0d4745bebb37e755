import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { DataSource } from 'typeorm';
import { LANGUAGE_MARKUP, LANGUAGES, webRoutePath, CLUB_QUERY_PARAM, type MatchResponse, type TeamResponse, type WebRoute } from '@isl/contracts';
import type { AppConfig } from '../../../platform/config/config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { PublicReads } from '../../../platform/read-models/public-reads';
import { publishedArticleLinks } from '../../newsroom';
import { pageUrl } from '../page-heads/head-markup';

/** The league's public screens, listed in the sitemap beside the matches, clubs and articles. */
const LISTED_SCREENS: readonly WebRoute[] = ['home', 'teams', 'matches', 'predictions', 'weeklySquad', 'hub', 'journalistApply'];

/**
 * Each page is listed three times (one address per language) and a sitemap holds 50,000 addresses at most: the
 * latest articles fill what the season's matches, clubs and screens leave.
 */
const SITEMAP_ARTICLES = 15_000;

/** The files search engines ask for at the site's root: robots.txt and the sitemap. */
@ApiExcludeController()
@Controller()
export class CrawlersController {
  constructor(
    private readonly reads: PublicReads,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Crawlers keep to the pages: not the api's answers (but the share images previews show), nor operators' screens. */
  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    return [
      'User-agent: *',
      'Allow: /api/share/',
      'Disallow: /api/',
      'Disallow: /admin/',
      '',
      `Sitemap: ${new URL('/sitemap.xml', this.config.publicUrl).href}`,
      '',
    ].join('\n');
  }

  /**
   * The current season's matches, its clubs, the latest articles and the public screens, each in the three
   * languages with its other languages named (hreflang), so each is found in its reader's language.
   */
  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=600')
  async sitemap(): Promise<Buffer> {
    const [matches, clubs, articles] = await Promise.all([
      this.reads.get<MatchResponse[]>('/api/matches'),
      this.reads.get<TeamResponse[]>('/api/teams'),
      publishedArticleLinks(this.dataSource.manager, SITEMAP_ARTICLES),
    ]);
    const pages: { path: string; lastmod?: string }[] = [
      ...LISTED_SCREENS.map((route) => ({ path: webRoutePath(route) })),
      ...(clubs ?? []).map((club) => ({ path: `${webRoutePath('teams')}?${CLUB_QUERY_PARAM}=${club.id}` })),
      ...(matches ?? []).map((match) => ({ path: webRoutePath('match', { id: match.id }), lastmod: match.updatedAt })),
      ...articles.map((article) => ({ path: webRoutePath('article', { id: article.id, slug: article.slug }), lastmod: article.updatedAt.toISOString() })),
    ];
    const origin = this.config.publicUrl;
    const items = pages.flatMap(({ path, lastmod }): SitemapItemLoose[] => {
      const links = [
        ...LANGUAGES.map((language) => ({ lang: LANGUAGE_MARKUP[language].htmlLang, url: pageUrl(origin, path, language) })),
        { lang: 'x-default', url: pageUrl(origin, path) },
      ];
      return LANGUAGES.map((language) => ({ url: pageUrl(origin, path, language), links, ...(lastmod ? { lastmod } : {}) }));
    });
    return streamToPromise(Readable.from(items).pipe(new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } })));
  }
}
