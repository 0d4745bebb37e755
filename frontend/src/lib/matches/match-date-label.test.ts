import i18n from '../i18n';
import { matchDateLabel, matchDayLabel } from './match-date-label';

// Noon in Baghdad (UTC+3) on Monday 28 April 2025.
const now = new Date('2025-04-28T09:00:00Z');
const t = i18n.getFixedT('en');

describe('matchDateLabel', () => {
  it('says Today or Tomorrow with the kick-off time (league time)', () => {
    expect(matchDateLabel('2025-04-28T15:00:00Z', now, t)).toBe('Today, 18:00');
    expect(matchDateLabel('2025-04-29T16:30:00Z', now, t)).toBe('Tomorrow, 19:30');
  });

  it('judges the day on the league calendar: 22:00 UTC is already tomorrow in Baghdad', () => {
    expect(matchDateLabel('2025-04-28T22:00:00Z', now, t)).toBe('Tomorrow, 01:00');
  });

  it('otherwise gives weekday, month, day and time', () => {
    expect(matchDateLabel('2025-05-03T17:00:00Z', now, t)).toBe('Sat, May 3, 20:00');
    expect(matchDateLabel('2025-04-20T14:00:00Z', now, t)).toBe('Sun, Apr 20, 17:00');
  });

  it('uses Iraqi month names in Arabic and Sorani', () => {
    expect(matchDateLabel('2025-05-03T17:00:00Z', now, i18n.getFixedT('ar'))).toBe('السبت 3 أيار، 20:00');
    expect(matchDateLabel('2025-05-03T17:00:00Z', now, i18n.getFixedT('ku'))).toBe('شەممە 3ـی ئایار، 20:00');
  });
});

describe('matchDayLabel', () => {
  it('names the league day of a match: today, tomorrow, yesterday, else weekday, day and month', () => {
    expect(matchDayLabel('2025-04-28T15:00:00Z', now, t)).toBe('Today');
    expect(matchDayLabel('2025-04-28T22:00:00Z', now, t)).toBe('Tomorrow');
    expect(matchDayLabel('2025-04-27T18:00:00Z', now, t)).toBe('Yesterday');
    expect(matchDayLabel('2025-05-03T17:00:00Z', now, t)).toBe('Sat, May 3');
  });

  it('in Arabic and Sorani with Iraqi month names', () => {
    expect(matchDayLabel('2025-05-03T17:00:00Z', now, i18n.getFixedT('ar'))).toBe('السبت 3 أيار');
    expect(matchDayLabel('2025-05-03T17:00:00Z', now, i18n.getFixedT('ku'))).toBe('شەممە 3ـی ئایار');
    expect(matchDayLabel('2025-04-28T15:00:00Z', now, i18n.getFixedT('ar'))).toBe('اليوم');
  });
});
