import { colorsClash, contrastRatio, MIN_TEXT_CONTRAST, readableTextColor, textColorOn } from './colors';

describe('contrastRatio', () => {
  it('follows WCAG 2: 21:1 for black on white, 1:1 for a colour on itself, either order', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1E4FA3', '#1e4fa3')).toBe(1);
    // WebAIM's checker gives 4.54:1 for #767676 on white, the lightest grey that passes AA.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe('textColorOn', () => {
  it('keeps the club\'s other colour when it passes, else takes black or white', () => {
    expect(textColorOn('#FFFF00', '#3B61AD')).toBe('#3B61AD');
    expect(textColorOn('#FFD100', '#FFFFFF')).toBe('#000000');
    expect(textColorOn('#0057B8', '#FFFFFF')).toBe('#FFFFFF');
    expect(textColorOn('#0057B8')).toBe('#ffffff');
  });

  it('never leaves grey-on-yellow: a mid grey on a yellow club colour gives way to black', () => {
    expect(textColorOn('#FFD700', '#808080')).toBe('#000000');
  });

  it('finds black or white readable on every grey from black to white', () => {
    for (let level = 0; level <= 255; level += 1) {
      const hex = level.toString(16).padStart(2, '0');
      const grey = `#${hex}${hex}${hex}`;
      expect(contrastRatio(grey, readableTextColor(grey))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

describe('colorsClash', () => {
  it('tells colours too alike to draw one on the other', () => {
    expect(colorsClash('#FFFFFF', '#FFFF00')).toBe(true);
    expect(colorsClash('#FFFF00', '#3B61AD')).toBe(false);
  });
});
