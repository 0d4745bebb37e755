import { mirrorFor, svgText } from './card-frame';

const style = { x: 100, y: 50, size: 30, fill: '#ffffff' };

describe('svgText', () => {
  it('escapes the text', () => {
    const text = svgText(`<script>alert("Tom & Jerry's")</script>`, { ...style, side: 'left', direction: 'ltr' });
    expect(text).toContain('>&lt;script&gt;alert(&quot;Tom &amp; Jerry&#39;s&quot;)&lt;/script&gt;</text>');
    expect(text).not.toContain('<script');
  });

  it.each([
    ['left', 'ltr', 'start'],
    ['right', 'ltr', 'end'],
    ['right', 'rtl', 'start'],
    ['left', 'rtl', 'end'],
    ['center', 'rtl', 'middle'],
  ] as const)('puts the %s side of %s text at x (text-anchor %s)', (side, direction, anchor) => {
    expect(svgText('أربيل', { ...style, side, direction })).toContain(`direction="${direction}" text-anchor="${anchor}"`);
  });
});

describe('mirrorFor', () => {
  it('mirrors a right-to-left card', () => {
    expect(mirrorFor('rtl')).toMatchObject({ start: 'right', end: 'left' });
    expect(mirrorFor('rtl').x(100)).toBe(1100);
    expect(mirrorFor('ltr').x(100)).toBe(100);
    expect(mirrorFor('rtl').left(64, 96)).toBe(1040);
    expect(mirrorFor('ltr').left(64, 96)).toBe(64);
  });
});
