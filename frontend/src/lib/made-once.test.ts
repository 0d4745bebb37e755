import { madeOncePerKey } from './made-once';

describe('madeOncePerKey', () => {
  it('makes a value once for each key and answers the kept one after', () => {
    const make = jest.fn((language: string) => ({ language }));
    const formatOf = madeOncePerKey(make);

    const english = formatOf('en');
    expect(formatOf('en')).toBe(english);
    expect(formatOf('ar')).toEqual({ language: 'ar' });
    expect(make.mock.calls).toEqual([['en'], ['ar']]);
  });
});
