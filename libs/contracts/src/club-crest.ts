import { colorsClash, readableTextColor, textColorOn } from './colors';
import type { Language } from './enums';
import { escapeXml } from './escape-xml';
import { localizedName, type LocalizedNames } from './names';

/*
 * A club's crest, drawn from its own colours, the same in the web app (TeamCrest) and in the api's share images
 * (crestSvg): what it shows is decided here once, and drawn from the one CREST_DRAWING.
 */

/** What a crest or a kit is drawn from: the club row the api serves (a TeamResponse is one). */
export interface Club extends LocalizedNames {
  id: number;
  primaryColor: string;
  secondaryColor: string;
  /** A real logo, drawn instead of the crest when the club has one. */
  logoUrl?: string | null;
}

export const CREST_SHAPES = ['shield', 'roundel', 'crown', 'badge'] as const;
export const CREST_PATTERNS = ['stripes', 'halves', 'sash', 'chief', 'plain'] as const;
export type CrestShape = (typeof CREST_SHAPES)[number];
export type CrestPattern = (typeof CREST_PATTERNS)[number];

/** The colours everything drawn for a club uses. */
export interface ClubTones {
  /** The club's first colour: a crest's field, a shirt's body. */
  field: string;
  /** The club's second colour: a crest's pattern, a shirt's sleeves. */
  accent: string;
  /** Outlines and collars, drawn so the shape stands out from the page (see trimColor). */
  trim: string;
  /** Any text on the field (a monogram, a shirt number), at least 4.5:1 on it. */
  ink: string;
}

export function clubTones(club: Pick<Club, 'primaryColor' | 'secondaryColor'>): ClubTones {
  const field = club.primaryColor;
  const accent = club.secondaryColor;
  return { field, accent, trim: trimColor(field, accent), ink: textColorOn(field, accent) };
}

// The page the crests and kits are drawn on.
const PAGE = '#ffffff';

/**
 * The outline: the second colour where it stands out from both the field and the page, else the field's own
 * colour where that stands out from the page (a red crest with white stripes keeps a red edge), else black or
 * white, whichever reads on the field.
 */
function trimColor(field: string, accent: string): string {
  if (!colorsClash(field, accent) && !colorsClash(accent, PAGE)) return accent;
  if (!colorsClash(field, PAGE)) return field;
  return readableTextColor(field);
}

/** Everything a crest shows, worked out once so the drawing only draws. */
export interface CrestDesign extends ClubTones {
  shape: CrestShape;
  pattern: CrestPattern;
  monogram: string;
  /** The monogram's direction, so two Arabic initials read right to left. */
  direction: 'ltr' | 'rtl';
}

// Words that are no initial: the English article of "Al-Shorta".
const ARTICLE = /^(al|el)$/i;
// The Arabic article joined to a word ("الشرطة"), dropped when a word remains after it.
const ARABIC_ARTICLE = /^ال(?=\S{2})/;
// Keeps two Arabic letters side by side from joining into one shape.
const ZERO_WIDTH_NON_JOINER = '\u200C';
const LATIN = /[A-Za-z]/;

/**
 * The club's initials in the reader's script: "QJ" for Al-Quwa Al-Jawiya in English, «ق‌ج» for القوة الجوية in
 * Arabic and for قوە جەوییە in Sorani. One letter for a one-word name, two at most.
 */
export function clubMonogram(club: LocalizedNames, language: Language): string {
  const words = localizedName(club, language).split(/[\s\-\u2010]+/).filter(Boolean);
  const significant = words.filter((word) => !ARTICLE.test(word)).map((word) => word.replace(ARABIC_ARTICLE, ''));
  const letters = (significant.length > 0 ? significant : words).slice(0, 2).map((word) => [...word][0]);
  return LATIN.test(letters.join('')) ? letters.join('').toUpperCase() : letters.join(ZERO_WIDTH_NON_JOINER);
}

/**
 * A crest for every club, each different: the club id picks one of 4 shapes and 5 patterns, so any 20 clubs
 * numbered in a row (the league's) get 20 different shape-and-pattern pairs, even those sharing their colours.
 */
export function crestDesign(club: Club, language: Language): CrestDesign {
  const variant = (((club.id - 1) % 20) + 20) % 20;
  const monogram = clubMonogram(club, language);
  return {
    ...clubTones(club),
    shape: CREST_SHAPES[variant % CREST_SHAPES.length],
    pattern: CREST_PATTERNS[Math.floor(variant / CREST_SHAPES.length) % CREST_PATTERNS.length],
    monogram,
    direction: LATIN.test(monogram) ? 'ltr' : 'rtl',
  };
}

/** How a crest is drawn, on a 48 x 48 grid: the outline, the pattern clipped to it, its trim, and the monogram on a disc. */
export const CREST_DRAWING = {
  viewBox: '0 0 48 48',
  // Each outline keeps 3.5 units of margin so its trim is never cut.
  outlines: {
    shield: 'M7 4.5H41V22C41 33 33 40.5 24 44.5C15 40.5 7 33 7 22Z',
    roundel: 'M3.5 24a20.5 20.5 0 1 0 41 0a20.5 20.5 0 1 0 -41 0Z',
    crown: 'M7 9.5L15.5 4.5L24 8.5L32.5 4.5L41 9.5V23C41 33.5 33 40.5 24 44.5C15 40.5 7 33.5 7 23Z',
    badge: 'M7 4.5H41V31L24 44.5L7 31Z',
  } satisfies Record<CrestShape, string>,
  // The club's second colour over the field, inside the outline.
  patterns: {
    stripes: 'M10 0h5v48h-5zM21.5 0h5v48h-5zM33 0h5v48h-5z',
    halves: 'M24 0h24v48h-24z',
    sash: 'M0 10L10 0L48 38L38 48Z',
    chief: 'M0 0h48v15h-48z',
  } satisfies Record<Exclude<CrestPattern, 'plain'>, string>,
  trimWidth: 2.5,
  disc: { cx: 24, cy: 24, r: 12.5, strokeWidth: 1.5 },
  /** Two initials are set smaller than one, so both fit the disc. */
  monogramSize: (monogram: string) => ([...monogram].length > 1 ? 12 : 16),
};

/** Where a crest goes in a larger SVG, and what it needs there: an id for its clip path unique in that SVG, and a font. */
export interface CrestPlacement {
  x: number;
  y: number;
  size: number;
  clipId: string;
  fontFamily: string;
}

/** The club's crest as an SVG element (TeamCrest's drawing), for pictures drawn outside a browser. */
export function crestSvg(club: Club, language: Language, { x, y, size, clipId, fontFamily }: CrestPlacement): string {
  const design = crestDesign(club, language);
  const { outlines, patterns, trimWidth, disc } = CREST_DRAWING;
  const outline = outlines[design.shape];
  const id = escapeXml(clipId);
  const pattern = design.pattern === 'plain' ? '' : `<path d="${patterns[design.pattern]}" fill="${escapeXml(design.accent)}" clip-path="url(#${id})"/>`;
  return [
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${CREST_DRAWING.viewBox}" data-crest="${design.shape}-${design.pattern}">`,
    `<defs><clipPath id="${id}"><path d="${outline}"/></clipPath></defs>`,
    `<path d="${outline}" fill="${escapeXml(design.field)}"/>`,
    pattern,
    `<path d="${outline}" fill="none" stroke="${escapeXml(design.trim)}" stroke-width="${trimWidth}" stroke-linejoin="round"/>`,
    `<circle cx="${disc.cx}" cy="${disc.cy}" r="${disc.r}" fill="${escapeXml(design.field)}" stroke="${escapeXml(design.trim)}" stroke-width="${disc.strokeWidth}"/>`,
    `<text x="${disc.cx}" y="${disc.cy}" text-anchor="middle" dominant-baseline="central" direction="${design.direction}" fill="${escapeXml(design.ink)}"`,
    ` font-size="${CREST_DRAWING.monogramSize(design.monogram)}" font-weight="bold" font-family="${escapeXml(fontFamily)}">${escapeXml(design.monogram)}</text>`,
    '</svg>',
  ].join('');
}
