import { contrastRatio, rgbChannels } from '@isl/contracts';

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'triangleDown';

export interface SeriesStyle {
  /** The line's dash pattern (none: solid). */
  dash?: string;
  /** The mark at the line's last point and beside its name in the legend. */
  marker: MarkerShape;
}

/**
 * The lines of one chart told apart without their colours: each has its own dash pattern and marker, so a reader
 * who does not see the colours (or a grey print) still follows them.
 */
export const SERIES_STYLES: readonly SeriesStyle[] = [
  { marker: 'circle' },
  { dash: '6 3', marker: 'square' },
  { dash: '2 2', marker: 'triangle' },
  { dash: '8 3 2 3', marker: 'diamond' },
  { dash: '4 4', marker: 'triangleDown' },
];

/** Colours a line takes when its own cannot be used: each at least 3:1 on the page, and far apart in hue. */
export const SERIES_PALETTE: readonly string[] = ['#1d4ed8', '#c2410c', '#15803d', '#7e22ce', '#be123c', '#0f766e'];

/**
 * How different two #rrggbb colours look, from 0 (the same) to about 765 (black and white). Unlike the contrast ratio
 * it sees hue: a red and a green of one lightness are far apart. The "redmean" weighting of the RGB distance, near
 * enough to the eye's judgement for telling chart lines apart.
 */
export function colorDistance(a: string, b: string): number {
  const [[r1, g1, b1], [r2, g2, b2]] = [rgbChannels(a), rgbChannels(b)];
  const redMean = (r1 + r2) / 2;
  const [dr, dg, db] = [r1 - r2, g1 - g2, b1 - b2];
  return Math.sqrt((2 + redMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - redMean) / 256) * db * db);
}

/** WCAG 1.4.11: a line or a marker needs 3:1 against the page it is drawn on. */
export const MIN_GRAPHIC_CONTRAST = 3;
/** Below this colorDistance two lines read as one colour. */
const LOOK_ALIKE_DISTANCE = 150;
const PAGE = '#ffffff';

/**
 * A colour per line: the first of its own candidates (a club's first colour, then its second) that reads on the
 * page and looks unlike the lines' colours before it, else the first palette colour that does. White shirts and
 * two clubs in the same green so get a colour of their own.
 */
export function seriesColors(candidates: readonly (readonly string[])[]): string[] {
  const taken: string[] = [];
  for (const own of candidates) {
    const usable = (color: string) =>
      contrastRatio(color, PAGE) >= MIN_GRAPHIC_CONTRAST && taken.every((other) => colorDistance(color, other) >= LOOK_ALIKE_DISTANCE);
    taken.push(own.find(usable) ?? SERIES_PALETTE.find(usable) ?? SERIES_PALETTE[taken.length % SERIES_PALETTE.length]);
  }
  return taken;
}
