import { pluralForm, type PluralForms } from './plural';

const MATCHES: PluralForms = { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' };

describe('pluralForm', () => {
  it("takes Arabic's six forms as its grammar asks", () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((n) => pluralForm('ar', n, MATCHES))).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other']);
  });

  it("takes English's one and other, and falls back to other for a form a language does not list", () => {
    expect([1, 2, 0].map((n) => pluralForm('en', n, MATCHES))).toEqual(['one', 'other', 'other']);
    expect(pluralForm('ar', 2, { one: 'one', other: 'other' })).toBe('other');
  });

  it('follows Sorani (ckb) rules, not Kurmanji', () => {
    expect([1, 5].map((n) => pluralForm('ku', n, MATCHES))).toEqual(['one', 'other']);
  });
});
