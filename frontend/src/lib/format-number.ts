import { madeOncePerKey, type Language } from '@isl/contracts';
import { formattingLocale, languageOption } from './languages';

const groupedFormat = madeOncePerKey((language: Language) => new Intl.NumberFormat(formattingLocale(language)));
const oneDecimalFormat = madeOncePerKey(
  (language: Language) => new Intl.NumberFormat(formattingLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const upToOneDecimalFormat = madeOncePerKey((language: Language) => new Intl.NumberFormat(formattingLocale(language), { maximumFractionDigits: 1 }));

/**
 * The page's first Intl.NumberFormat loads ICU's number data, a long task on a phone inside the render of whichever
 * panel first writes a number (docs/benchmarks.md). In Western digits all three languages write a number that is not
 * negative alike: groups of three split by commas, a point before the decimals. Those are written here, and the rest
 * (a negative, another set of digits) by Intl; a test holds both to Intl's answers.
 */
const writtenHere = (value: number, language: Language) => languageOption(language).digits === 'latn' && (value > 0 || Object.is(value, 0));

const withGroups = (integer: number) => String(integer).replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * Grouped numbers (attendance, capacity) in the language table's digits (Western in every language, as scores
 * and tables are: Iraqi sports sites mix both digit sets, and one set on a page reads better).
 */
export function formatNumber(value: number, language: Language): string {
  if (Number.isSafeInteger(value) && writtenHere(value, language)) return withGroups(value);
  return groupedFormat(language).format(value);
}

/**
 * `value` rounded to one decimal, its `.0` written only if `keepZeroDecimal`; undefined where Intl must write it.
 * It is rounded from the shortest decimal that reads back as `value`, as Intl rounds, not from its binary value:
 * 1.15 is 1.1499… in binary, which toFixed(1) makes 1.1, and Intl 1.2.
 */
function toOneDecimal(value: number, language: Language, keepZeroDecimal: boolean): string | undefined {
  const tenths = Math.round(Number(`${value}e1`));
  if (!Number.isSafeInteger(tenths) || !writtenHere(value, language)) return undefined;
  const decimal = tenths % 10;
  return decimal === 0 && !keepZeroDecimal ? withGroups(tenths / 10) : `${withGroups(Math.floor(tenths / 10))}.${decimal}`;
}

/** An average rating to one decimal, "0.0" when there is none (spec: top contributors). */
export function formatRating(value: number, language: Language): string {
  return toOneDecimal(value, language, true) ?? oneDecimalFormat(language).format(value);
}

/** A measure to one decimal at most: "5", "1.3" (a file's size in megabytes). */
export function formatUpToOneDecimal(value: number, language: Language): string {
  return toOneDecimal(value, language, false) ?? upToOneDecimalFormat(language).format(value);
}

/** A goal difference as tables write it: "+5", "0", "-3" (show it in a left-to-right island). */
export function formatGoalDifference(goalDifference: number): string {
  return goalDifference > 0 ? `+${goalDifference}` : String(goalDifference);
}
