import { leagueDate, type FixtureFieldChange } from '@isl/contracts';
import type { TFunction } from 'i18next';

/** Shown for a value that is not set (no score yet, no venue named). */
export const NO_VALUE = '–';

/** A moment as the desk reads it on the league's clock: "12 Oct 18:00", month names from the catalogue. */
export function deskDateTime(iso: string, t: TFunction): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const { day, month, time } = leagueDate(moment);
  return t('desk.dateTime', { day, month: t(`dates.months.${month}`), time });
}

const SCORE = /^(\d+)\s*[-–:]\s*(\d+)$/;

/** A fixture's field as an import's diff shows it: dates on the league's clock, scores with a dash, a status in words. */
export function fixtureValueText(field: FixtureFieldChange['field'], value: string | null, t: TFunction): string {
  if (value === null || value === '') return NO_VALUE;
  switch (field) {
    case 'date':
      return deskDateTime(value, t);
    case 'score': {
      const goals = SCORE.exec(value);
      return goals ? `${goals[1]}–${goals[2]}` : value;
    }
    case 'status':
      return t([`matches.status.${value}`, 'desk.unknownValue'], { value });
    case 'round':
      return t('matches.matchday', { matchday: value });
    default:
      return value;
  }
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A recorded value of the change history: a moment on the league's clock, yes or no, a name or a number as it is. */
export function auditValueText(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return t(value ? 'desk.yes' : 'desk.no');
  if (typeof value === 'string') return INSTANT.test(value) ? deskDateTime(value, t) : value;
  if (Array.isArray(value)) return value.map((item) => auditValueText(item, t)).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
