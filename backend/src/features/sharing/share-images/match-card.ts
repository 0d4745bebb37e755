import { crestSvg, leagueDate, localizedField, localizedName, matchPhase, type Club, type Language, type MatchResponse } from '@isl/contracts';
import {
  brandMark,
  CARD_FONT_FAMILY,
  CARD_HEIGHT,
  CARD_WIDTH,
  directionOf,
  greenBackground,
  LEAGUE_COLORS,
  mirrorFor,
  svgDocument,
  svgText,
  type Direction,
  type Side,
} from './card-frame';
import { SHARING_TEXTS } from '../sharing-texts';
import { fitLine, type MeasureText } from './text-fit';

/** What a match's card shows: the match as its page reads it, both clubs, and the reader's language. */
export interface MatchCardInput {
  match: MatchResponse;
  home: Club;
  away: Club;
  language: Language;
  /** The sides whose club logo is laid over the card in its crest's box: their crest is not drawn. */
  logos: { home: boolean; away: boolean };
}

/** A square on the card, in px. */
export interface CrestBox {
  left: number;
  top: number;
  size: number;
}

const HEADER_HEIGHT = 92;
const CENTRE = CARD_WIDTH / 2;
const FOOTER_TOP = 562;
const CREST = { size: 220, top: 150, centre: 250 };
const NAME = { y: 440, maxWidth: 400, size: 46, minSize: 30 };
const SCORE = { y: 352, size: 140, gap: 55 };
/** Where the score's digits are centred, up and down: a third of their size above their baseline. */
const SCORE_MIDDLE = SCORE.y - SCORE.size / 3;
const PILL = { top: 138, height: 50, textSize: 26, padding: 24, dotRadius: 7, dotRoom: 26 };
const STATUS_COLORS = { live: '#d32f2f', postponed: '#e07b00', cancelled: '#5f6b66' };
const CLOCK = { y: 446, size: 46 };
const VENUE = { y: 606, size: 26, minSize: 20, maxWidth: 1000 };

/** The boxes of the home and away crests: the home side first in the reader's direction (left, or right in ar/ku). */
export function crestBoxes(language: Language): { home: CrestBox; away: CrestBox } {
  const mirror = mirrorFor(directionOf(language));
  const box = (centre: number): CrestBox => ({ left: mirror.x(centre) - CREST.size / 2, top: CREST.top, size: CREST.size });
  return { home: box(CREST.centre), away: box(CARD_WIDTH - CREST.centre) };
}

/**
 * A match's card: the league's header (its name, the round), both clubs' crests and names in the reader's script
 * with the home side first, and between them the score with the minute or the full-time word, or the kick-off's
 * day and time on the league's clock. Laid out right to left in Arabic and Sorani, as the web app is.
 */
export async function matchCardSvg({ match, home, away, language, logos }: MatchCardInput, measure: MeasureText): Promise<string> {
  const texts = SHARING_TEXTS[language];
  const direction = directionOf(language);
  const mirror = mirrorFor(direction);
  const boxes = crestBoxes(language);
  const round = await fitLine(texts.round(match.matchday), { maxWidth: 400, size: 28, minSize: 20 }, measure);
  const side = async (club: Club, box: CrestBox, hasLogo: boolean, clipId: string) => {
    const name = await fitLine(localizedName(club, language), { maxWidth: NAME.maxWidth, size: NAME.size, minSize: NAME.minSize }, measure);
    const centre = box.left + box.size / 2;
    return (
      (hasLogo ? '' : crestSvg(club, language, { x: box.left, y: box.top, size: box.size, clipId, fontFamily: CARD_FONT_FAMILY })) +
      svgText(name.text, { x: centre, y: NAME.y, size: name.size, side: 'center', direction, fill: LEAGUE_COLORS.text, bold: true })
    );
  };
  const venue = localizedField(match, 'venue', language);
  return svgDocument(
    [
      greenBackground(direction),
      pitchMarkings(),
      `<rect width="${CARD_WIDTH}" height="${HEADER_HEIGHT}" fill="${LEAGUE_COLORS.dark}"/>`,
      `<rect y="${HEADER_HEIGHT}" width="${CARD_WIDTH}" height="6" fill="${LEAGUE_COLORS.gold}"/>`,
      brandMark(texts.siteName, language, { y: 58, size: 32 }),
      svgText(round.text, { x: mirror.x(CARD_WIDTH - 64), y: 56, size: round.size, side: mirror.end, direction, fill: LEAGUE_COLORS.muted }),
      await side(home, boxes.home, logos.home, 'home-crest'),
      await side(away, boxes.away, logos.away, 'away-crest'),
      await centrePiece(match, language, measure),
      `<rect y="${FOOTER_TOP}" width="${CARD_WIDTH}" height="${CARD_HEIGHT - FOOTER_TOP}" fill="${LEAGUE_COLORS.dark}" fill-opacity="0.6"/>`,
      venue ? await venueLine(venue, direction, measure) : '',
    ].join(''),
  );
}

async function venueLine(venue: string, direction: Direction, measure: MeasureText): Promise<string> {
  const line = await fitLine(venue, { maxWidth: VENUE.maxWidth, size: VENUE.size, minSize: VENUE.minSize }, measure);
  return svgText(line.text, { x: CENTRE, y: VENUE.y, size: line.size, side: 'center', direction, fill: LEAGUE_COLORS.muted });
}

/** Mown stripes, the halfway line and the centre circle, faint, behind the score. */
function pitchMarkings(): string {
  const stripes = Array.from({ length: CARD_WIDTH / 200 }, (_, index) => `<rect x="${index * 200}" y="${HEADER_HEIGHT}" width="100" height="${FOOTER_TOP - HEADER_HEIGHT}"/>`);
  return (
    `<g fill="#ffffff" fill-opacity="0.03">${stripes.join('')}</g>` +
    `<g fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="4">` +
    `<line x1="${CENTRE}" y1="${HEADER_HEIGHT}" x2="${CENTRE}" y2="${FOOTER_TOP}"/><circle cx="${CENTRE}" cy="${SCORE_MIDDLE}" r="150"/></g>`
  );
}

/** Between the clubs: the score and where the match stands, or its kick-off. */
async function centrePiece(match: MatchResponse, language: Language, measure: MeasureText): Promise<string> {
  const texts = SHARING_TEXTS[language];
  const direction = directionOf(language);
  const mirror = mirrorFor(direction);
  const phase = matchPhase(match);
  const big = (text: string, x: number, { side = 'center', fill = LEAGUE_COLORS.text, size = SCORE.size }: { side?: Side; fill?: string; size?: number } = {}) =>
    svgText(text, { x, y: SCORE.y, size, side, direction: 'ltr', fill, bold: true });
  const pill = (label: string, colors: { fill: string; text: string }, withDot = false) => statusPill(label, colors, withDot, direction, measure);

  if (match.status === 'live' || match.status === 'finished') {
    // Each score on its club's side, its inner edge by the dash, so two digits keep clear of it; digits read left to right.
    const score =
      big(`${match.homeScore ?? 0}`, mirror.x(CENTRE - SCORE.gap), { side: mirror.end }) +
      big('–', CENTRE, { fill: LEAGUE_COLORS.muted, size: 100 }) +
      big(`${match.awayScore ?? 0}`, mirror.x(CENTRE + SCORE.gap), { side: mirror.start });
    if (match.status === 'finished') return (await pill(texts.fullTime, { fill: LEAGUE_COLORS.text, text: LEAGUE_COLORS.dark })) + score;
    const clock = phase === 'half_time' ? texts.halfTime : match.elapsed === null ? null : `${match.elapsed}'`;
    const clockDirection = phase === 'half_time' ? direction : 'ltr';
    return (
      (await pill(texts.live, { fill: STATUS_COLORS.live, text: LEAGUE_COLORS.text }, true)) +
      score +
      (clock ? svgText(clock, { x: CENTRE, y: CLOCK.y, size: CLOCK.size, side: 'center', direction: clockDirection, fill: LEAGUE_COLORS.gold, bold: true }) : '')
    );
  }
  if (match.status === 'scheduled') {
    const kickOff = leagueDate(new Date(match.matchDate));
    const day = await fitLine(texts.day(kickOff), { maxWidth: 330, size: 32, minSize: 22 }, measure);
    return (
      svgText(day.text, { x: CENTRE, y: 228, size: day.size, side: 'center', direction, fill: LEAGUE_COLORS.muted, bold: true }) +
      big(kickOff.time, CENTRE, { size: 120 })
    );
  }
  const stopped = match.status === 'postponed' ? { label: texts.postponed, fill: STATUS_COLORS.postponed } : { label: texts.cancelled, fill: STATUS_COLORS.cancelled };
  return (
    (await pill(stopped.label, { fill: stopped.fill, text: LEAGUE_COLORS.text })) +
    svgText(texts.versus, { x: CENTRE, y: SCORE.y - 20, size: 72, side: 'center', direction, fill: LEAGUE_COLORS.muted, bold: true })
  );
}

/** A rounded label above the score, as wide as its word: Live (with its red dot), Full time, Postponed... */
async function statusPill(label: string, colors: { fill: string; text: string }, withDot: boolean, direction: Direction, measure: MeasureText): Promise<string> {
  const word = await fitLine(label, { maxWidth: 320, size: PILL.textSize, minSize: 18 }, measure);
  const dotRoom = withDot ? PILL.dotRoom : 0;
  const width = Math.ceil(word.width) + dotRoom + 2 * PILL.padding;
  const left = CENTRE - width / 2;
  const middle = PILL.top + PILL.height / 2;
  // The pill is centred on the card, so mirroring puts the dot before the word in either direction.
  const mirror = mirrorFor(direction);
  return (
    `<rect x="${left}" y="${PILL.top}" width="${width}" height="${PILL.height}" rx="${PILL.height / 2}" fill="${colors.fill}"/>` +
    (withDot ? `<circle cx="${mirror.x(left + PILL.padding + PILL.dotRadius)}" cy="${middle}" r="${PILL.dotRadius}" fill="${colors.text}"/>` : '') +
    svgText(word.text, { x: mirror.x(CENTRE + dotRoom / 2), y: middle + word.size * 0.36, size: word.size, side: 'center', direction, fill: colors.text, bold: true })
  );
}
