import type { Club, Language, MatchResponse } from '@isl/contracts';
import { crestBoxes, matchCardSvg } from './match-card';
import type { MeasureText } from './text-fit';

const measure: MeasureText = (text) => Promise.resolve([...text].length * 50);
const erbil: Club = { id: 7, name: 'Erbil', nameArabic: 'أربيل', nameKurdish: 'هەولێر', primaryColor: '#FFD100', secondaryColor: '#FFFFFF' };
const zakho: Club = { id: 9, name: 'Zakho', nameArabic: 'زاخو', nameKurdish: 'زاخۆ', primaryColor: '#FFFFFF', secondaryColor: '#1E4FA3' };
const live = {
  status: 'live',
  homeScore: 2,
  awayScore: 1,
  elapsed: 67,
  matchday: 12,
  matchDate: '2025-09-12T16:30:00Z',
  venue: 'Franso Hariri Stadium',
  venueArabic: 'ملعب فرانسو حريري',
  venueKurdish: null,
  halfTimeAt: '2025-09-12T17:20:00Z',
  secondHalfStartedAt: '2025-09-12T17:35:00Z',
} as MatchResponse;

const card = (match: Partial<MatchResponse>, language: Language, logos = { home: false, away: false }, home = erbil) =>
  matchCardSvg({ match: { ...live, ...match }, home, away: zakho, language, logos }, measure);
/** The x of the text element that says `text`. */
const xOf = (svg: string, text: string) => Number(new RegExp(`<text x="([\\d.]+)"[^>]*>${text}</text>`).exec(svg)?.[1]);

describe('crestBoxes', () => {
  it('puts the home side first in the reader\'s direction: left in English, right in Arabic and Sorani', () => {
    expect(crestBoxes('en').home.left).toBeLessThan(crestBoxes('en').away.left);
    for (const language of ['ar', 'ku'] as const) expect(crestBoxes(language).home.left).toBeGreaterThan(crestBoxes(language).away.left);
  });
});

describe('matchCardSvg', () => {
  it('writes the names in the reader\'s script, the home side and its score on the right in Arabic', async () => {
    const svg = await card({}, 'ar');
    expect(svg).toContain('>أربيل</text>');
    expect(svg).toContain('>زاخو</text>');
    expect(xOf(svg, 'أربيل')).toBeGreaterThan(600);
    expect(xOf(svg, '2')).toBeGreaterThan(600);
    expect(xOf(svg, '1')).toBeLessThan(600);
    expect(svg).toContain('>الجولة 12</text>');
    expect(svg).toContain('>ملعب فرانسو حريري</text>');
  });

  it('writes Sorani names, falling back to the Arabic spelling', async () => {
    const svg = await card({}, 'ku');
    expect(svg).toContain('>هەولێر</text>');
    expect(svg).toContain('>زاخۆ</text>');
    expect(svg).toContain('>ملعب فرانسو حريري</text>');
  });

  it('shows a live match\'s minute, left to right, and half-time in words', async () => {
    expect(await card({}, 'en')).toMatch(/direction="ltr" text-anchor="middle">67&#39;<\/text>/);
    const halfTime = await card({ secondHalfStartedAt: null }, 'ku');
    expect(halfTime).toContain('>ڕاستەوخۆ</text>');
    expect(halfTime).toContain('>پشوو</text>');
  });

  it('says full time when finished', async () => {
    expect(await card({ status: 'finished' }, 'ar')).toContain('>نهاية المباراة</text>');
    expect(await card({ status: 'finished' }, 'en')).toContain('>Full time</text>');
  });

  it("shows the kick-off's day and time on the league's clock before it", async () => {
    const svg = await card({ status: 'scheduled', homeScore: null, awayScore: null, elapsed: null }, 'en');
    expect(svg).toContain('>Fri, Sep 12</text>');
    expect(svg).toContain('>19:30</text>');
    expect(svg).not.toContain('>Live</text>');
  });

  it('escapes the names, cut to fit', async () => {
    const svg = await card({}, 'en', { home: false, away: false }, { ...erbil, name: '<b>Erbil & "Co"</b> Sports Club of the North' });
    expect(svg).toContain('>&lt;b&gt;Erbil &amp; &quot;Co&quot;&lt;/b&gt; Sport…</text>');
    expect(svg).not.toContain('<b>');
  });

  it("leaves a club's crest out where its logo is laid over the card", async () => {
    expect((await card({}, 'en')).match(/data-crest=/g)).toHaveLength(2);
    expect((await card({}, 'en', { home: true, away: false })).match(/data-crest=/g)).toHaveLength(1);
  });
});
