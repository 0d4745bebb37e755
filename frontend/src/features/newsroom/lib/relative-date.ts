import { leagueDate, madeOncePerKey, type Language } from '@isl/contracts';
import type { TFunction } from 'i18next';
import { formattingLocale } from '../../../lib/languages';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * CLDR has no relative-time words for Sorani: Chromium answers in English and Node "-3 h". Sorani takes its
 * "N hours ago" from the catalogue; English and Arabic from Intl (which also knows Arabic's dual, «قبل ساعتين»).
 */
const CATALOGUE_RELATIVE_TIME: readonly Language[] = ['ku'];

const relativeTimeFormat = madeOncePerKey((language: Language) => new Intl.RelativeTimeFormat(formattingLocale(language), { numeric: 'always' }));

function ago(count: number, unit: 'hour' | 'day', language: Language, t: TFunction): string {
  if (CATALOGUE_RELATIVE_TIME.includes(language)) return t(`articles.date.${unit}sAgo`, { count });
  return relativeTimeFormat(language).format(-count, unit);
}

/**
 * Spec section 4: under an hour "Just now", under a day "N hours ago", under a week "N days ago", else a short
 * date (day and month, the year only when it is not this year's), on the league's calendar. Month names come
 * from the catalogues, as match dates do (browsers lack Sorani's).
 */
export function relativeDate(iso: string, now: Date, language: Language, t: TFunction): string {
  const moment = new Date(iso);
  const elapsed = Math.max(0, now.getTime() - moment.getTime());
  if (elapsed < HOUR_MS) return t('articles.date.justNow');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour', language, t);
  if (elapsed < 7 * DAY_MS) return ago(Math.floor(elapsed / DAY_MS), 'day', language, t);
  const { day, month, year } = leagueDate(moment);
  const monthName = t(`dates.months.${month}`);
  return year === leagueDate(now).year
    ? t('dates.dayMonth', { day, month: monthName })
    : t('articles.date.dayMonthYear', { day, month: monthName, year });
}
