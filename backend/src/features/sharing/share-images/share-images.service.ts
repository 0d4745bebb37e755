import { Injectable, Logger } from '@nestjs/common';
import {
  awayTeamNames,
  DEFAULT_TEAM_PRIMARY_COLOR,
  homeTeamNames,
  DEFAULT_TEAM_SECONDARY_COLOR,
  type ArticleResponse,
  type Club,
  type Language,
  type MatchResponse,
  type TeamResponse,
} from '@isl/contracts';
import { PublicReads } from '../../../platform/read-models/public-reads';
import { matchNotFound } from '../../matches';
import { articleNotFound } from '../../newsroom';
import { ImageWork } from '../../uploads';
import { articleCardSvg } from './article-card';
import { crestBoxes, matchCardSvg } from './match-card';
import { PictureFiles } from './picture-files';
import { RenderedImages, type RenderedImage } from './rendered-images';
import { cardOverPicturePng, cardPng, measureWithPango } from './rendering';
import { articleVersion } from './share-image-paths';
import { remembered } from './text-fit';

/** Enough for every language of the matches and articles being shared at once (a round's ten matches and more). */
const KEPT_IMAGES = 200;

export interface ShareImage extends RenderedImage {
  /** The version of the match or article it shows, as its address names it (`v`). */
  version: string;
}

/**
 * The share images of matches and articles, drawn from the api's public reads (a kept read costs nothing) and
 * kept per version and language, so a change shows in the next image asked for and the old ones age out.
 */
@Injectable()
export class ShareImagesService {
  private readonly logger = new Logger(ShareImagesService.name);
  private readonly images = new RenderedImages(KEPT_IMAGES);

  constructor(
    private readonly reads: PublicReads,
    private readonly pictures: PictureFiles,
    private readonly imageWork: ImageWork,
  ) {}

  async match(id: number, language: Language): Promise<ShareImage> {
    const match = await this.reads.get<MatchResponse>(`/api/matches/${id}`);
    if (!match) throw matchNotFound(id);
    const image = await this.images.get(`match:${id}:${match.version}:${language}`, () => this.drawMatch(match, language));
    return { ...image, version: String(match.version) };
  }

  /** A published article's image; any other article is not found, as it is to the public. */
  async article(id: number, language: Language): Promise<ShareImage> {
    const article = await this.reads.get<ArticleResponse>(`/api/articles/${id}/summary`);
    if (!article) throw articleNotFound();
    const version = String(articleVersion(article));
    const image = await this.images.get(`article:${id}:${version}:${language}`, () => this.drawArticle(article, language));
    return { ...image, version };
  }

  private async drawMatch(match: MatchResponse, language: Language): Promise<Buffer> {
    const clubs = (await this.reads.get<TeamResponse[]>(`/api/teams?season=${encodeURIComponent(match.season)}`)) ?? [];
    const [home, away] = [clubOf(match, 'home', clubs), clubOf(match, 'away', clubs)];
    const [homeLogo, awayLogo] = await Promise.all([this.picture(home.logoUrl), this.picture(away.logoUrl)]);
    const boxes = crestBoxes(language);
    const logos = [
      ...(homeLogo ? [{ logo: homeLogo, box: boxes.home }] : []),
      ...(awayLogo ? [{ logo: awayLogo, box: boxes.away }] : []),
    ];
    return this.imageWork.inTurn(async () => {
      const svg = await matchCardSvg({ match, home, away, language, logos: { home: homeLogo !== null, away: awayLogo !== null } }, remembered(measureWithPango));
      return cardPng(svg, logos);
    });
  }

  private async drawArticle(article: ArticleResponse, language: Language): Promise<Buffer> {
    const picture = await this.picture(article.featuredImageUrl);
    return this.imageWork.inTurn(async () => {
      const measure = remembered(measureWithPango);
      if (picture) {
        try {
          return await cardOverPicturePng(await articleCardSvg({ article, language, overPicture: true }, measure), picture);
        } catch (error) {
          this.logger.warn(`Article ${article.id}'s picture ${article.featuredImageUrl} could not be drawn on (${String(error)}): its share image is the branded card.`);
        }
      }
      return cardPng(await articleCardSvg({ article, language, overPicture: false }, measure));
    });
  }

  /** A picture the site serves, or null when there is none or it cannot be read (the card does without it). */
  private async picture(url: string | null | undefined): Promise<Buffer | null> {
    if (!url) return null;
    return this.pictures.read(url).catch((error: unknown) => {
      this.logger.warn(`The picture ${url} could not be read (${String(error)}): the share image does without it.`);
      return null;
    });
  }
}

/** A side of the match as a club to draw: its row of the season's clubs (colours, logo), else its names in the default colours. */
function clubOf(match: MatchResponse, side: 'home' | 'away', clubs: TeamResponse[]): Club {
  const id = side === 'home' ? match.homeTeamId : match.awayTeamId;
  const names = side === 'home' ? homeTeamNames(match) : awayTeamNames(match);
  return clubs.find((club) => club.id === id) ?? { id, ...names, primaryColor: DEFAULT_TEAM_PRIMARY_COLOR, secondaryColor: DEFAULT_TEAM_SECONDARY_COLOR };
}
