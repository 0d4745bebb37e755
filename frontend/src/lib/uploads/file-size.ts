import type { Language } from '@isl/contracts';
import type { TFunction } from 'i18next';
import { formatUpToOneDecimal } from '../format-number';

/**
 * A file's size for a reader: kilobytes under a megabyte, else megabytes (one decimal), the unit as the catalogue
 * writes it: «5 ميغابايت» where Intl abbreviates «5 م.ب», and Sorani's «مێگابایت», which CLDR lacks.
 */
export function formatFileSize(bytes: number, language: Language, t: TFunction): string {
  const [unit, size] = bytes < 1024 * 1024 ? (['kilobytes', bytes / 1024] as const) : (['megabytes', bytes / (1024 * 1024)] as const);
  return t(`uploads.fileSize.${unit}`, { size: formatUpToOneDecimal(size, language) });
}
