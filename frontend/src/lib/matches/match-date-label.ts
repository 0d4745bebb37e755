import type { TFunction } from 'i18next';
import { leagueDate } from '@isl/contracts';

/**
 * Spec: "Today" or "Tomorrow" plus the time; otherwise weekday, month, day and time, judged on the league's
 * calendar. Weekday and month names come from the catalogues (Iraqi month names in Arabic and Sorani), not
 * from Intl, whose Sorani data is missing in some browsers.
 */
export function matchDateLabel(matchDate: string, now: Date, t: TFunction): string {
  const match = leagueDate(new Date(matchDate));
  const daysAhead = match.dayNumber - leagueDate(now).dayNumber;
  if (daysAhead === 0) return t('dates.today', { time: match.time });
  if (daysAhead === 1) return t('dates.tomorrow', { time: match.time });
  return t('dates.other', {
    weekday: t(`dates.weekdays.${match.weekday}`),
    month: t(`dates.months.${match.month}`),
    day: match.day,
    time: match.time,
  });
}

/** A day of matches as a list's heading: "Today", "Tomorrow", "Yesterday", else weekday, day and month (league calendar). */
export function matchDayLabel(matchDate: string, now: Date, t: TFunction): string {
  const match = leagueDate(new Date(matchDate));
  const daysAhead = match.dayNumber - leagueDate(now).dayNumber;
  if (daysAhead === 0) return t('matchList.today');
  if (daysAhead === 1) return t('matchList.tomorrow');
  if (daysAhead === -1) return t('matchList.yesterday');
  return t('matchList.day', { weekday: t(`dates.weekdays.${match.weekday}`), month: t(`dates.months.${match.month}`), day: match.day });
}
