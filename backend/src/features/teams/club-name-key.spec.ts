import { clubNameKey } from './club-name-key';

describe('clubNameKey', () => {
  it('matches spellings that differ in case, punctuation, accents and the words that say "club"', () => {
    const keys = ['Al-Shorta', 'Al Shorta SC', 'AL-SHORTA S.C.', 'Al-Shorta Sports Club', 'Al-Shórta'].map(clubNameKey);
    expect(new Set(keys)).toEqual(new Set(['al shorta']));
  });

  it('keeps apart clubs whose names differ, and keeps Arabic letters', () => {
    expect(clubNameKey('Al-Quwa Al-Jawiya')).not.toBe(clubNameKey('Al-Quwa'));
    expect(clubNameKey('نادي الشرطة')).toBe('نادي الشرطة');
  });
});
