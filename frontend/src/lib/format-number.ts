import { madeOncePerKey, type Language } from '@isl/contracts';
import { formattingLocale } from './languages';

const groupedFormat = madeOncePerKey((language: Language) => new Intl.NumberFormat(formattingLocale(language)));
const oneDecimalFormat = madeOncePerKey(
  (language: Language) => new Intl.NumberFormat(formattingLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/**
 * Grouped numbers (attendance, capacity) in the language table's digits (Western in every language, as scores
 * and tables are: Iraqi sports sites mix both digit sets, and one set on a page reads better).
 */
export function formatNumber(value: number, language: Language): string {
  return groupedFormat(language).format(value);
}

/** An average rating to one decimal, "0.0" when there is none (spec: top contributors). */
export function formatRating(value: number, language: Language): string {
  return oneDecimalFormat(language).format(value);
}

/** A goal difference as tables write it: "+5", "0", "-3" (show it in a left-to-right island). */
export function formatGoalDifference(goalDifference: number): string {
  return goalDifference > 0 ? `+${goalDifference}` : String(goalDifference);
}
