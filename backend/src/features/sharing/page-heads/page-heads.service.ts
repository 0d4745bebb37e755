import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  awayTeamNames,
  CLUB_QUERY_PARAM,
  homeTeamNames,
  LANGUAGE_MARKUP,
  LANGUAGE_QUERY_PARAM,
  leagueDate,
  localizedField,
  localizedName,
  matchWebRoute,
  webRoutePath,
  type ArticleResponse,
  type Language,
  type MatchResponse,
  type TeamResponse,
  type WebRoute,
} from '@isl/contracts';
import type { AppConfig } from '../../../platform/config/config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { PublicReads } from '../../../platform/read-models/public-reads';
import { leagueOfCode } from '../../leagues';
import { articleShareImagePath, matchShareImagePath } from '../share-images';
import { headMarkup, SITE_IMAGE, type PageHead } from './head-markup';
import { isolated, SHARING_TEXTS } from '../sharing-texts';

/** Pages search engines may list: the league's public screens. A fan's own pages, forms and operators' are not. */
const INDEXABLE: ReadonlySet<WebRoute> = new Set(['home', 'teams', 'matches', 'match', 'predictions', 'weeklySquad', 'hub', 'article', 'journalistApply']);

/** A record's id in a path: digits only (anything else names no record, and is not asked of the api). */
const recordId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? value : null);

const SCHEMA_EVENT_STATUS: Partial<Record<MatchResponse['status'], string>> = {
  scheduled: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

/** The head of the web app's page at a path, in a language, and the status it is sent with. */
export interface PageOfPath {
  status: 200 | 404;
  markup: string;
}

/**
 * Writes the head of each page of the web app for the readers who run no script (the link previews of Facebook,
 * WhatsApp and Telegram, and search engines): a match, an article, a club, the league table, the Hub and a league
 * invite from their records, the other pages from their names. The records come from the api's kept public reads
 * (PublicReads) where there is one; an invite's league is one indexed row.
 */
@Injectable()
export class PageHeadsService {
  constructor(
    private readonly reads: PublicReads,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `url`: the page's path and query, as the request gave it (naming its language or not). */
  async pageOf(url: string, language: Language): Promise<PageOfPath> {
    const address = new URL(url, this.config.publicUrl);
    const head = await this.headOf(address, language);
    return { status: head.status, markup: headMarkup(head, language, this.config.publicUrl, address.searchParams.get(LANGUAGE_QUERY_PARAM) === language) };
  }

  private async headOf(url: URL, language: Language): Promise<PageHead> {
    const page = matchWebRoute(url.pathname);
    if (!page) return this.notFound(url.pathname, language);
    const texts = SHARING_TEXTS[language];
    const indexable = INDEXABLE.has(page.route);
    switch (page.route) {
      case 'match':
        return (await this.matchHead(recordId(page.params.id), language)) ?? this.notFound(url.pathname, language);
      case 'article':
        return (await this.articleHead(recordId(page.params.id), language)) ?? this.notFound(url.pathname, language);
      case 'teams':
        return (await this.clubHead(recordId(url.searchParams.get(CLUB_QUERY_PARAM) ?? undefined), language)) ?? this.namedHead('teams', language, indexable);
      case 'leagueInvite': {
        const league = await leagueOfCode(this.dataSource.manager, page.params.code);
        if (!league) return this.notFound(url.pathname, language);
        return { ...this.namedHead('leagueInvite', language, false), ...texts.invite(league.name), path: webRoutePath('leagueInvite', { code: league.code ?? page.params.code }) };
      }
      default:
        return this.namedHead(page.route, language, indexable);
    }
  }

  /** A page titled by its name (the site's name for a page without one of its own), with its description or the site's. */
  private namedHead(route: WebRoute, language: Language, indexable: boolean): PageHead {
    const texts = SHARING_TEXTS[language];
    const words = route in texts.pages ? texts.pages[route as keyof typeof texts.pages] : { title: texts.siteName };
    return {
      status: 200,
      title: words.title,
      description: words.description ?? texts.description,
      path: webRoutePath(route),
      imagePath: SITE_IMAGE.path,
      kind: 'website',
      indexable,
    };
  }

  private notFound(path: string, language: Language): PageHead {
    return { ...this.namedHead('home', language, false), ...SHARING_TEXTS[language].pages.notFound, description: SHARING_TEXTS[language].description, path, status: 404 };
  }

  private async matchHead(id: string | null, language: Language): Promise<PageHead | null> {
    const match = id ? await this.reads.get<MatchResponse>(`/api/matches/${id}`) : null;
    if (!match) return null;
    const texts = SHARING_TEXTS[language];
    const [home, away] = [localizedName(homeTeamNames(match), language), localizedName(awayTeamNames(match), language)];
    const scored = match.homeScore !== null && match.awayScore !== null && (match.status === 'live' || match.status === 'finished');
    const title = scored ? `${home} ${isolated(`${match.homeScore}-${match.awayScore}`)} ${away}` : `${home} ${texts.versus} ${away}`;
    const venue = localizedField(match, 'venue', language);
    const kickOff = leagueDate(new Date(match.matchDate));
    const when = match.status === 'finished' ? texts.fullTime : match.status === 'live' ? texts.liveAt(match.elapsed) : texts.kickOff(`${texts.day(kickOff)}, ${isolated(kickOff.time)}`);
    const path = webRoutePath('match', { id: match.id });
    const team = (name: string) => ({ '@type': 'SportsTeam', name });
    return {
      status: 200,
      title,
      description: texts.matchDescription(texts.round(match.matchday), when, venue),
      path,
      imagePath: matchShareImagePath(match, language),
      kind: 'website',
      indexable: true,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'SportsEvent',
        name: title,
        sport: 'Soccer',
        startDate: match.matchDate,
        ...(SCHEMA_EVENT_STATUS[match.status] ? { eventStatus: SCHEMA_EVENT_STATUS[match.status] } : {}),
        ...(venue ? { location: { '@type': 'Place', name: venue } } : {}),
        homeTeam: team(home),
        awayTeam: team(away),
        competitor: [team(home), team(away)],
        url: new URL(path, this.config.publicUrl).href,
        image: new URL(matchShareImagePath(match, language), this.config.publicUrl).href,
        inLanguage: LANGUAGE_MARKUP[language].htmlLang,
      },
    };
  }

  private async articleHead(id: string | null, language: Language): Promise<PageHead | null> {
    const article = id ? await this.reads.get<ArticleResponse>(`/api/articles/${id}/summary`) : null;
    if (!article) return null;
    const texts = SHARING_TEXTS[language];
    const path = webRoutePath('article', { id: article.id, slug: article.slug });
    const absolute = (address: string) => new URL(address, this.config.publicUrl).href;
    const author = article.authorName ?? texts.journalist;
    return {
      status: 200,
      title: article.title,
      description: article.excerpt,
      path,
      imagePath: articleShareImagePath(article, language),
      kind: 'article',
      indexable: true,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description: article.excerpt,
        image: [absolute(article.featuredImageUrl), absolute(articleShareImagePath(article, language))],
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        inLanguage: LANGUAGE_MARKUP[article.language].htmlLang,
        author: { '@type': 'Person', name: author },
        publisher: { '@type': 'Organization', name: texts.siteName, logo: { '@type': 'ImageObject', url: absolute(SITE_IMAGE.path) } },
        mainEntityOfPage: absolute(path),
      },
    };
  }

  private async clubHead(id: string | null, language: Language): Promise<PageHead | null> {
    const club = id ? (await this.reads.get<TeamResponse[]>('/api/teams'))?.find((team) => String(team.id) === id) : undefined;
    if (!club) return null;
    const name = localizedName(club, language);
    const city = localizedField(club, 'city', language);
    return {
      ...this.namedHead('teams', language, true),
      ...SHARING_TEXTS[language].club(name, city),
      path: `${webRoutePath('teams')}?${CLUB_QUERY_PARAM}=${club.id}`,
    };
  }
}
