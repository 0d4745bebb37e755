/** WCAG AA for ordinary text: the least contrast any text on a club colour is given. */
export const MIN_TEXT_CONTRAST = 4.5;

const WHITE = '#ffffff';
const BLACK = '#000000';

/** The red, green and blue channels (0-255) of a #rrggbb colour; black for anything else. */
export function rgbChannels(hex: string): [number, number, number] {
  const rgb = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex.trim());
  if (!rgb) return [0, 0, 0];
  const [r, g, b] = rgb.slice(1).map((channel) => parseInt(channel, 16));
  return [r, g, b];
}

/** Relative luminance of a #rrggbb colour (WCAG 2 definition). */
function luminance(hex: string): number {
  const [r, g, b] = rgbChannels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on the background (one of them always reaches 4.5:1). */
export function readableTextColor(background: string): string {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? BLACK : WHITE;
}

/**
 * The colour of any text on a club colour: the club's other colour when it reaches WCAG AA (4.5:1) there, so a
 * button looks like the club, else black or white, whichever reads better. Every text on a club colour (a
 * crest's monogram, a shirt number, "View Squad") takes its colour from here.
 */
export function textColorOn(background: string, preferred?: string): string {
  return preferred && contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST ? preferred : readableTextColor(background);
}

/** True when two colours are too alike to tell apart as a pattern or an outline (under 1.5:1). */
export function colorsClash(a: string, b: string): boolean {
  return contrastRatio(a, b) < 1.5;
}
