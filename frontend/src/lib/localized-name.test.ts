import { match } from '../../test/fixtures';
import { alternateName, localizedField, namesOf } from './localized-name';

describe('localizedField', () => {
  const zakho = { city: 'Zakho', cityArabic: 'زاخو', cityKurdish: 'زاخۆ', stadium: 'Duhok Stadium', stadiumArabic: 'ملعب دهوك', stadiumKurdish: null };

  it('answers a field in the reader’s script, Sorani falling back to Arabic, then English', () => {
    expect([localizedField(zakho, 'city', 'en'), localizedField(zakho, 'city', 'ar'), localizedField(zakho, 'city', 'ku')]).toEqual(['Zakho', 'زاخو', 'زاخۆ']);
    expect(localizedField(zakho, 'stadium', 'ku')).toBe('ملعب دهوك');
    expect(localizedField({ referee: 'Haider Kadhim Al-Lami' }, 'referee', 'ar')).toBe('Haider Kadhim Al-Lami');
  });

  it('answers null for a field that has no name, whatever the scripts hold', () => {
    expect(localizedField(match({ id: 1, referee: null, refereeArabic: 'حيدر' }), 'referee', 'ar')).toBeNull();
    expect(namesOf({ playerName: null }, 'playerName')).toBeNull();
  });

  it('reads a match event’s scorer the way the API writes it', () => {
    const goal = { playerName: 'Ali Kadhim', playerNameArabic: 'علي كاظم', playerNameKurdish: 'عەلی کازم' };
    expect(namesOf(goal, 'playerName')).toEqual({ name: 'Ali Kadhim', nameArabic: 'علي كاظم', nameKurdish: 'عەلی کازم' });
  });
});

describe('alternateName', () => {
  const shorta = { name: 'Al-Shorta', nameArabic: 'الشرطة', nameKurdish: 'شوڕتە' };

  it('adds the Arabic name under the English and the Sorani ones, and nothing on Arabic pages', () => {
    expect(alternateName(shorta, 'en')).toBe('الشرطة');
    expect(alternateName(shorta, 'ku')).toBe('الشرطة');
    expect(alternateName(shorta, 'ar')).toBeNull();
  });

  it('never repeats the name shown', () => {
    expect(alternateName({ name: 'Al-Naft', nameArabic: 'النفط', nameKurdish: null }, 'ku')).toBeNull();
  });
});
