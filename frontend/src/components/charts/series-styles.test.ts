import { contrastRatio } from '@isl/contracts';
import { colorDistance, MIN_GRAPHIC_CONTRAST, SERIES_PALETTE, SERIES_STYLES, seriesColors } from './series-styles';

describe('colorDistance', () => {
  it('is 0 for one colour, about 765 for black and white, and sees hue where the contrast ratio does not', () => {
    expect(colorDistance('#1E4FA3', '#1e4fa3')).toBe(0);
    expect(colorDistance('#000000', '#FFFFFF')).toBeCloseTo(765, -1);
    // A red and a green of about one lightness: no contrast between them, yet far apart to the eye.
    expect(contrastRatio('#D50000', '#008A00')).toBeLessThan(1.5);
    expect(colorDistance('#D50000', '#008A00')).toBeGreaterThan(300);
    expect(colorDistance('#15803D', '#166534')).toBeLessThan(100);
  });
});

describe('seriesColors', () => {
  it("keeps a club's own colour where it reads on the page", () => {
    expect(seriesColors([['#0057B8', '#FFFFFF'], ['#D50000', '#FFFFFF']])).toEqual(['#0057B8', '#D50000']);
  });

  it('takes the second colour of a club in white, and a palette colour where neither reads', () => {
    const [zawraa, erbil] = seriesColors([['#FFFFFF', '#1E4FA3'], ['#FFD100', '#FFFFFF']]);
    expect(zawraa).toBe('#1E4FA3');
    expect(SERIES_PALETTE).toContain(erbil);
  });

  it('gives two clubs of the same colour two colours', () => {
    const colors = seriesColors([['#000000', '#FFFFFF'], ['#000000', '#FFFFFF'], ['#000000', '#FFFFFF']]);
    expect(new Set(colors).size).toBe(3);
    for (const [index, color] of colors.entries()) {
      for (const other of colors.slice(index + 1)) expect(colorDistance(color, other)).toBeGreaterThanOrEqual(150);
    }
  });
});

describe('the series styles', () => {
  it('draw every line of the palette at 3:1 or more on the page', () => {
    for (const color of SERIES_PALETTE) expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
  });

  it('tell five lines apart without colour: each its own dash pattern and marker', () => {
    expect(SERIES_STYLES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(SERIES_STYLES.map((style) => style.dash)).size).toBe(SERIES_STYLES.length);
    expect(new Set(SERIES_STYLES.map((style) => style.marker)).size).toBe(SERIES_STYLES.length);
  });
});
