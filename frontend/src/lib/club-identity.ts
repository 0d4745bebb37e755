import type { Language } from '@isl/contracts';
import { colorsClash, readableTextColor, textColorOn } from './colors';
import { localizedName, type LocalizedNames } from './localized-name';

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
