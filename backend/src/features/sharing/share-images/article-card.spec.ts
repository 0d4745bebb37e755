import { articleCardSvg } from './article-card';
import type { MeasureText } from './text-fit';

const measure: MeasureText = (text) => Promise.resolve([...text].length * 50);

describe('articleCardSvg', () => {
  it('writes the title in lines, escaped, over its author\'s name', async () => {
    const svg = await articleCardSvg({ article: { title: 'Erbil & Zakho <share> the points in a derby to remember', authorName: 'Huda Kareem', language: 'en' }, language: 'en', overPicture: true }, measure);
    expect(svg).toContain('>Erbil &amp; Zakho &lt;share&gt; the points</text>');
    expect(svg).toContain('>in a derby to remember</text>');
    expect(svg).toContain('>By Huda Kareem</text>');
    expect(svg).toContain('id="darkening"');
  });

  it("sets the title in its own language's direction, on the reader's first side, and names an author without a name", async () => {
    const svg = await articleCardSvg({ article: { title: 'أربيل في الصدارة', authorName: null, language: 'ar' }, language: 'ku', overPicture: false }, measure);
    expect(svg).toContain('direction="rtl" text-anchor="start">أربيل في الصدارة</text>');
    expect(svg).toContain('>نووسینی ڕۆژنامەنووس</text>');
    expect(svg).toContain('id="league-green"');
  });
});
