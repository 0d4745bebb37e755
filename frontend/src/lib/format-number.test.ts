import { LANGUAGES, type Language } from '@isl/contracts';
import { formatGoalDifference, formatNumber, formatRating, formatUpToOneDecimal } from './format-number';
import { formattingLocale, LANGUAGE_OPTIONS } from './languages';

describe('formattingLocale', () => {
  it('gives every formatter the language table’s digits: Western in all three languages, one choice app-wide', () => {
    expect(LANGUAGE_OPTIONS.map((option) => option.digits)).toEqual(['latn', 'latn', 'latn']);
    expect(LANGUAGES.map(formattingLocale)).toEqual(['en-GB-u-nu-latn', 'ar-IQ-u-nu-latn', 'ckb-IQ-u-nu-latn']);
  });
});

/** What Intl writes for each value in each language, beside what the function wrote, where the two differ. */
function disagreements(values: number[], format: (value: number, language: Language) => string, options?: Intl.NumberFormatOptions) {
  return LANGUAGES.flatMap((language) => {
    const intl = new Intl.NumberFormat(formattingLocale(language), options);
    return values.filter((value) => format(value, language) !== intl.format(value)).map((value) => `${language} ${value}: ${format(value, language)} / ${intl.format(value)}`);
  });
}

// Every integer to 10,000, then each power of ten and the numbers around it up to the largest safe integer.
const integers = [
  ...Array.from({ length: 10_001 }, (_, index) => index),
  ...Array.from({ length: 13 }, (_, index) => 10 ** (index + 4)).flatMap((power) => [power - 1, power, power + 1, power * 7 + 4321]),
  Number.MAX_SAFE_INTEGER,
];

describe('formatNumber', () => {
  it('groups thousands with Western digits in every language', () => {
    expect(formatNumber(30000, 'en')).toBe('30,000');
    expect(formatNumber(30000, 'ar')).toBe('30,000');
    expect(formatNumber(1234567, 'ku')).toBe('1,234,567');
  });

  it('writes every number as Intl does, the ones it writes itself and the ones it leaves to Intl', () => {
    const others = [-0, -1, -1234, -30000, 0.5, 1234.5678, 2 ** 53, 1e21, -1e-7, Number.NaN, Number.POSITIVE_INFINITY];
    expect(disagreements([...integers, ...others], formatNumber)).toEqual([]);
  });
});

describe('formatRating', () => {
  it('gives one decimal, 0.0 for none, with Western digits in Arabic too', () => {
    expect(formatRating(0, 'en')).toBe('0.0');
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(1.15, 'en')).toBe('1.2');
    expect(formatRating(4, 'ar')).toBe('4.0');
  });

  it('rounds every average as Intl does', () => {
    // Averages of one to forty ratings of 1 to 5 stars, every total, and numbers written past the decimals kept.
    const averages = Array.from({ length: 40 }, (_, index) => index + 1).flatMap((count) => Array.from({ length: 5 * count + 1 }, (_, total) => total / count));
    const others = [0.05, 0.95, 9.95, 99.95, 1234.56, 1234567.85, 4.0499999, -0, -1.25, 1e-7, 1e21, Number.NaN];
    expect(disagreements([...averages, ...others, ...integers.slice(0, 2000)], formatRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toEqual([]);
  });
});

describe('formatUpToOneDecimal', () => {
  it('drops a zero decimal and keeps any other, as Intl does', () => {
    expect([formatUpToOneDecimal(5, 'en'), formatUpToOneDecimal(1.25, 'ar'), formatUpToOneDecimal(0.04, 'ku')]).toEqual(['5', '1.3', '0']);
    // A file's size in megabytes or kilobytes: every size to 20 MB in steps of a kilobyte and a half.
    const sizes = Array.from({ length: 14_000 }, (_, index) => (index * 1536) / (1024 * 1024));
    expect(disagreements([...sizes, 1023.96, 2 ** 53, -2.5], formatUpToOneDecimal, { maximumFractionDigits: 1 })).toEqual([]);
  });
});

describe('formatGoalDifference', () => {
  it('signs a positive difference, and leaves none and a negative one as they are', () => {
    expect(formatGoalDifference(5)).toBe('+5');
    expect(formatGoalDifference(0)).toBe('0');
    expect(formatGoalDifference(-3)).toBe('-3');
  });
});
