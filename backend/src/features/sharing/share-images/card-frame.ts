import { escapeXml, LANGUAGE_MARKUP, type Language } from '@isl/contracts';

/*
 * What every share image is drawn with: its size, the league's colours (the web app's header bands and its
 * crest's gold), the type, and the text and brand elements, laid out from the reader's side: a right-to-left
 * card is the left-to-right one mirrored.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export const LEAGUE_COLORS = {
  dark: '#10432d',
  mid: '#125135',
  bright: '#126640',
  gold: '#D4A017',
  text: '#ffffff',
  muted: '#d3e6da',
} as const;

/**
 * The type of every text, as SVG's font-family and Pango's family list alike. Pango finds the fonts through
 * fontconfig (Debian's fonts-noto-core), and shapes Arabic and Sorani with them: letters joined, right to left.
 */
export const CARD_FONT_FAMILY = 'Noto Sans Arabic, Noto Sans, sans-serif';

export type Direction = 'ltr' | 'rtl';

export const directionOf = (language: Language): Direction => LANGUAGE_MARKUP[language].dir;

/** Where on the card a text's edge (or middle) goes. */
export type Side = 'left' | 'center' | 'right';

export interface TextStyle {
  x: number;
  y: number;
  size: number;
  /** The side of the text that sits at `x`. */
  side: Side;
  /** The text's own direction, for its letters' order. */
  direction: Direction;
  fill: string;
  bold?: boolean;
}

/** One line of text, escaped. SVG anchors a text by its start or end, which side that is depends on its direction. */
export function svgText(text: string, { x, y, size, side, direction, fill, bold = false }: TextStyle): string {
  const anchor = side === 'center' ? 'middle' : (side === 'left') === (direction === 'ltr') ? 'start' : 'end';
  return (
    `<text x="${x}" y="${y}" font-family="${CARD_FONT_FAMILY}" font-size="${size}" font-weight="${bold ? 700 : 400}" fill="${fill}"` +
    ` direction="${direction}" text-anchor="${anchor}">${escapeXml(text)}</text>`
  );
}

/** Positions given for a left-to-right card, mirrored for a right-to-left one. */
export function mirrorFor(direction: Direction) {
  const rtl = direction === 'rtl';
  return {
    x: (x: number) => (rtl ? CARD_WIDTH - x : x),
    /** The left edge of a box `width` wide whose first edge is `x` from the reader's first side. */
    left: (x: number, width: number) => (rtl ? CARD_WIDTH - x - width : x),
    /** The reader's first side: left, or right on a right-to-left card. */
    start: (rtl ? 'right' : 'left') as Side,
    end: (rtl ? 'left' : 'right') as Side,
  };
}

/** The league's five-pointed gold star (its crest's), centred on (cx, cy). */
export function leagueStar(cx: number, cy: number, radius: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const reach = index % 2 === 0 ? radius : radius * 0.42;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${(cx + reach * Math.cos(angle)).toFixed(1)},${(cy + reach * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${LEAGUE_COLORS.gold}"/>`;
}

/** The brand: the gold star and the league's name, on the reader's first side, its letters `size` px high. */
export function brandMark(siteName: string, language: Language, { y, size }: { y: number; size: number }): string {
  const direction = directionOf(language);
  const mirror = mirrorFor(direction);
  const starRadius = size * 0.72;
  return (
    leagueStar(mirror.x(64 + starRadius), y - size * 0.36, starRadius) +
    svgText(siteName, { x: mirror.x(64 + starRadius * 2 + 16), y, size, side: mirror.start, direction, fill: LEAGUE_COLORS.text, bold: true })
  );
}

/** The league's green, darkest at the top corner of the reader's first side. */
export function greenBackground(direction: Direction): string {
  const [x1, x2] = direction === 'rtl' ? [1, 0] : [0, 1];
  return (
    `<defs><linearGradient id="league-green" x1="${x1}" y1="0" x2="${x2}" y2="1">` +
    `<stop offset="0" stop-color="${LEAGUE_COLORS.dark}"/><stop offset="0.55" stop-color="${LEAGUE_COLORS.mid}"/>` +
    `<stop offset="1" stop-color="${LEAGUE_COLORS.bright}"/></linearGradient></defs>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#league-green)"/>`
  );
}

export function svgDocument(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">${content}</svg>`;
}
