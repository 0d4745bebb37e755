import type { ArticleResponse, Language } from '@isl/contracts';
import { brandMark, CARD_HEIGHT, CARD_WIDTH, directionOf, greenBackground, LEAGUE_COLORS, leagueStar, mirrorFor, svgDocument, svgText } from './card-frame';
import { SHARING_TEXTS } from '../sharing-texts';
import { fitLine, wrapParagraph, type MeasureText } from './text-fit';

/** What an article's card shows: the article as lists show it, the reader's language, and whether its picture is under the card. */
export interface ArticleCardInput {
  article: Pick<ArticleResponse, 'title' | 'authorName' | 'language'>;
  language: Language;
  /** True: the card is laid over the article's picture (darkened for the text); false: the league's branded card. */
  overPicture: boolean;
}

const MARGIN = 64;
const TITLE = { maxWidth: CARD_WIDTH - 2 * MARGIN, sizes: [64, 56, 48, 42], maxLines: 3, lineHeight: 1.24 };
const BYLINE = { y: 580, size: 28, minSize: 22 };
const ACCENT = { width: 96, height: 8 };

/**
 * An article's card: the league's brand at the top, and at the bottom its title (wrapped, in its own language's
 * direction) over the author's name, on the article's picture under a dark gradient, or on the league's green
 * with its star when there is no picture to show.
 */
export async function articleCardSvg({ article, language, overPicture }: ArticleCardInput, measure: MeasureText): Promise<string> {
  const texts = SHARING_TEXTS[language];
  const direction = directionOf(language);
  const mirror = mirrorFor(direction);
  const title = await wrapParagraph(article.title, TITLE, measure);
  const byline = await fitLine(texts.by(article.authorName ?? texts.journalist), { maxWidth: TITLE.maxWidth, size: BYLINE.size, minSize: BYLINE.minSize }, measure);
  const lineGap = Math.round(title.size * TITLE.lineHeight);
  const lastBaseline = BYLINE.y - BYLINE.size - 40;
  const firstBaseline = lastBaseline - (title.lines.length - 1) * lineGap;
  const titleLines = title.lines.map((line, index) =>
    svgText(line, { x: mirror.x(MARGIN), y: firstBaseline + index * lineGap, size: title.size, side: mirror.start, direction: directionOf(article.language), fill: LEAGUE_COLORS.text, bold: true }),
  );
  const accentTop = firstBaseline - title.size - 22;
  return svgDocument(
    [
      overPicture ? darkening() : brandedBackground(direction),
      brandMark(texts.siteName, language, { y: 82, size: 30 }),
      `<rect x="${mirror.left(MARGIN, ACCENT.width)}" y="${accentTop}" width="${ACCENT.width}" height="${ACCENT.height}" rx="${ACCENT.height / 2}" fill="${LEAGUE_COLORS.gold}"/>`,
      ...titleLines,
      svgText(byline.text, { x: mirror.x(MARGIN), y: BYLINE.y, size: byline.size, side: mirror.start, direction, fill: LEAGUE_COLORS.muted }),
    ].join(''),
  );
}

/** Over a picture: dark at the top for the brand, clear in the middle, darkest at the bottom under the title. */
function darkening(): string {
  return (
    '<defs><linearGradient id="darkening" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#000000" stop-opacity="0.65"/><stop offset="0.24" stop-color="#000000" stop-opacity="0.12"/>' +
    `<stop offset="0.45" stop-color="${LEAGUE_COLORS.dark}" stop-opacity="0.45"/><stop offset="0.62" stop-color="${LEAGUE_COLORS.dark}" stop-opacity="0.82"/>` +
    `<stop offset="1" stop-color="${LEAGUE_COLORS.dark}" stop-opacity="0.97"/>` +
    `</linearGradient></defs><rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#darkening)"/>`
  );
}

/** Without a picture: the league's green, with its star large and faint on the reader's far side. */
function brandedBackground(direction: 'ltr' | 'rtl'): string {
  const mirror = mirrorFor(direction);
  return greenBackground(direction) + `<g opacity="0.07">${leagueStar(mirror.x(CARD_WIDTH - 220), 250, 210)}</g>`;
}
