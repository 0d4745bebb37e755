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

  it('keeps a null it made as it keeps any value, and does not make it again', () => {
    const make = jest.fn(() => null);
    const namesOf = madeOncePerKey(make);

    expect([namesOf('ku'), namesOf('ku')]).toEqual([null, null]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
