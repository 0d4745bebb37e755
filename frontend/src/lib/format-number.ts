import type { Language } from '@isl/contracts';
import { languageOption } from './languages';

/**
 * Grouped numbers (attendance, capacity) with Western digits in every language, as scores and tables are:
 * Iraqi sports sites mix both digit sets, and one set on a page reads better.
 */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(`${languageOption(language).intlLocale}-u-nu-latn`).format(value);
}
