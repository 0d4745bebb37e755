import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clubMonogram, clubTones, crestDesign, crestSvg, type Club } from './club-crest';
import { contrastRatio, MIN_TEXT_CONTRAST, textColorOn } from './colors';
import { DEFAULT_TEAM_PRIMARY_COLOR, DEFAULT_TEAM_SECONDARY_COLOR } from './constants';

interface SeededClub {
  name: string;
  nameArabic: string;
  nameKurdish: string;
  primaryColor: string | null;
  secondaryColor: string | null;
}

// The 20 clubs as the api seeds and serves them: numbered in the facts file's order, unknown colours defaulted.
const LEAGUE_FACTS = join(__dirname, '..', '..', '..', 'backend', 'src', 'database', 'seed', 'league-facts.json');
const clubs: Club[] = (JSON.parse(readFileSync(LEAGUE_FACTS, 'utf8')) as { clubs: SeededClub[] }).clubs.map((club, index) => ({
  id: index + 1,
  name: club.name,
  nameArabic: club.nameArabic,
  nameKurdish: club.nameKurdish,
  primaryColor: club.primaryColor ?? DEFAULT_TEAM_PRIMARY_COLOR,
  secondaryColor: club.secondaryColor ?? DEFAULT_TEAM_SECONDARY_COLOR,
}));
const byName = (name: string) => clubs.find((club) => club.name === name) as Club;

describe('clubMonogram', () => {
  it('takes Latin initials in English, without the article', () => {
    expect(clubMonogram(byName('Al-Quwa Al-Jawiya'), 'en')).toBe('QJ');
    expect(clubMonogram(byName('Al-Shorta'), 'en')).toBe('S');
    expect(clubMonogram(byName('Naft Al-Basra'), 'en')).toBe('NB');
    expect(clubMonogram(byName('Zakho'), 'en')).toBe('Z');
  });

  it('takes Arabic initials on Arabic pages, without the joined article, as separate letters', () => {
    expect(clubMonogram(byName('Al-Quwa Al-Jawiya'), 'ar')).toBe('ق\u200Cج');
    expect(clubMonogram(byName('Al-Shorta'), 'ar')).toBe('ش');
    expect(clubMonogram(byName('Erbil'), 'ar')).toBe('أ');
  });

  it('takes Sorani initials on Kurdish pages', () => {
    expect(clubMonogram(byName('Naft Maysan'), 'ku')).toBe('ن\u200Cم');
    expect(clubMonogram(byName('Erbil'), 'ku')).toBe('ه');
  });

  it('shows no Latin letter on an Arabic or Kurdish page, for any club', () => {
    for (const club of clubs) {
      expect(clubMonogram(club, 'ar')).not.toMatch(/[A-Za-z]/);
      expect(clubMonogram(club, 'ku')).not.toMatch(/[A-Za-z]/);
    }
  });

  it('falls back to the whole word when the name is only an article', () => {
    expect(clubMonogram({ name: 'Al' }, 'en')).toBe('A');
  });
});

describe('crestDesign', () => {
  it('gives each of the 20 clubs its own shape and pattern, also the ten that share black and white', () => {
    const designs = clubs.map((club) => crestDesign(club, 'en'));
    expect(new Set(designs.map((d) => `${d.shape}/${d.pattern}`)).size).toBe(20);
  });

  it('draws every monogram at 4.5:1 or more on its field', () => {
    for (const club of clubs) {
      const { field, ink } = crestDesign(club, 'ar');
      expect(contrastRatio(field, ink)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('is the same for a club every time (deterministic)', () => {
    expect(crestDesign(byName('Duhok'), 'en')).toEqual(crestDesign({ ...byName('Duhok') }, 'en'));
  });
});

describe('clubTones', () => {
  it('outlines in the second colour where it stands out from the field and the page', () => {
    expect(clubTones({ primaryColor: '#FFFF00', secondaryColor: '#3B61AD' }).trim).toBe('#3B61AD');
    expect(clubTones({ primaryColor: '#FFFFFF', secondaryColor: '#1E4FA3' }).trim).toBe('#1E4FA3');
  });

  it('keeps a white second colour off the edge: the field\'s colour, else black', () => {
    expect(clubTones({ primaryColor: '#D50000', secondaryColor: '#FFFFFF' }).trim).toBe('#D50000');
    expect(clubTones({ primaryColor: '#FFD100', secondaryColor: '#FFFFFF' }).trim).toBe('#000000');
  });

  it.each(clubs)('gives $name text of at least 4.5:1 on both its colours', ({ primaryColor, secondaryColor }) => {
    expect(contrastRatio(primaryColor, textColorOn(primaryColor, secondaryColor))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(secondaryColor, textColorOn(secondaryColor, primaryColor))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('covers the 20 clubs of the season', () => {
    expect(clubs).toHaveLength(20);
  });
});

describe('crestSvg', () => {
  const quwa: Club = { id: 3, name: 'Al-Quwa Al-Jawiya', nameArabic: 'القوة الجوية', nameKurdish: 'قوە جەوییە', primaryColor: '#0057B8', secondaryColor: '#FFFFFF' };
  const at = { x: 10, y: 20, size: 200, clipId: 'home-crest', fontFamily: 'Noto Sans' };

  it("draws the crest TeamCrest draws: the design's shape and pattern, in the club's colours, at its place and size", () => {
    const svg = crestSvg(quwa, 'en', at);
    expect(svg).toMatch(/^<svg x="10" y="20" width="200" height="200" viewBox="0 0 48 48" data-crest="crown-stripes">/);
    expect(svg).toContain('fill="#0057B8"');
    expect(svg).toContain('clip-path="url(#home-crest)"');
    expect(svg).toContain('direction="ltr"');
    expect(svg).toMatch(/>QJ<\/text><\/svg>$/);
  });

  it('writes the initials in the reader\'s script, right to left', () => {
    const svg = crestSvg(quwa, 'ku', at);
    expect(svg).toContain('direction="rtl"');
    expect(svg).toContain('>ق\u200Cج</text>');
  });

  it('escapes the monogram and the font it is given', () => {
    const svg = crestSvg({ ...quwa, name: '<script> club' }, 'en', { ...at, fontFamily: '"Noto Sans", sans-serif' });
    expect(svg).toContain('>&lt;C</text>');
    expect(svg).toContain('font-family="&quot;Noto Sans&quot;, sans-serif"');
    expect(svg).not.toContain('<script');
  });

  it('draws a plain crest without a pattern', () => {
    const plain = { ...quwa, id: 17 };
    expect(crestDesign(plain, 'en').pattern).toBe('plain');
    expect(crestSvg(plain, 'en', at)).not.toContain('clip-path=');
  });
});
