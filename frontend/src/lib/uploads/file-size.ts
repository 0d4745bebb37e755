import { madeOncePerKey, type Language } from '@isl/contracts';
import type { TFunction } from 'i18next';
import { formattingLocale } from '../languages';

const upToOneDecimalFormat = madeOncePerKey((language: Language) => new Intl.NumberFormat(formattingLocale(language), { maximumFractionDigits: 1 }));

/**
 * A file's size for a reader: kilobytes under a megabyte, else megabytes (one decimal), the unit as the catalogue
 * writes it: «5 ميغابايت» where Intl abbreviates «5 م.ب», and Sorani's «مێگابایت», which CLDR lacks.
 */
export function formatFileSize(bytes: number, language: Language, t: TFunction): string {
  const [unit, size] = bytes < 1024 * 1024 ? (['kilobytes', bytes / 1024] as const) : (['megabytes', bytes / (1024 * 1024)] as const);
  return t(`uploads.fileSize.${unit}`, { size: upToOneDecimalFormat(language).format(size) });
}
