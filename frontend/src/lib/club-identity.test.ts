import { DEFAULT_TEAM_PRIMARY_COLOR, DEFAULT_TEAM_SECONDARY_COLOR } from '@isl/contracts';
import leagueFacts from '../../../backend/src/database/seed/league-facts.json';
import { clubMonogram, clubTones, crestDesign, type Club } from './club-identity';
import { contrastRatio, MIN_TEXT_CONTRAST } from './colors';

// The 20 clubs as the api serves them: numbered in the facts file's order, unknown colours defaulted.
const clubs: Club[] = leagueFacts.clubs.map((club, index) => ({
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
});
