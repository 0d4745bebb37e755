import { LANGUAGES } from '@isl/contracts';
import { formatGoalDifference, formatNumber, formatRating } from './format-number';
import { formattingLocale, LANGUAGE_OPTIONS } from './languages';

describe('formattingLocale', () => {
  it('gives every formatter the language table’s digits: Western in all three languages, one choice app-wide', () => {
    expect(LANGUAGE_OPTIONS.map((option) => option.digits)).toEqual(['latn', 'latn', 'latn']);
    expect(LANGUAGES.map(formattingLocale)).toEqual(['en-GB-u-nu-latn', 'ar-IQ-u-nu-latn', 'ckb-IQ-u-nu-latn']);
  });
});

describe('formatNumber', () => {
  it('groups thousands with Western digits in every language', () => {
    expect(formatNumber(30000, 'en')).toBe('30,000');
    expect(formatNumber(30000, 'ar')).toMatch(/^30.000$/);
  });
});

describe('formatRating', () => {
  it('gives one decimal, 0.0 for none, with Western digits in Arabic too', () => {
    expect(formatRating(0, 'en')).toBe('0.0');
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(4, 'ar')).toMatch(/^4.0$/);
  });
});

describe('formatGoalDifference', () => {
  it('signs a positive difference, and leaves none and a negative one as they are', () => {
    expect(formatGoalDifference(5)).toBe('+5');
    expect(formatGoalDifference(0)).toBe('0');
    expect(formatGoalDifference(-3)).toBe('-3');
  });
});
