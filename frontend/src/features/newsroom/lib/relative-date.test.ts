import i18n from '../../../lib/i18n';
import { relativeDate } from './relative-date';

const NOW = new Date('2025-05-20T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeDate', () => {
  const en = i18n.getFixedT('en');
  const ar = i18n.getFixedT('ar');
  const ku = i18n.getFixedT('ku');

  it('says "Just now" under an hour, even for a clock a little ahead', () => {
    expect(relativeDate(before(59 * MINUTE), NOW, 'en', en)).toBe('Just now');
    expect(relativeDate(new Date(NOW.getTime() + 5 * MINUTE).toISOString(), NOW, 'en', en)).toBe('Just now');
  });

  it('counts whole hours under a day and whole days under a week, through Intl in English and Arabic', () => {
    expect(relativeDate(before(HOUR), NOW, 'en', en)).toBe('1 hour ago');
    expect(relativeDate(before(23 * HOUR + 59 * MINUTE), NOW, 'en', en)).toBe('23 hours ago');
    expect(relativeDate(before(DAY), NOW, 'en', en)).toBe('1 day ago');
    expect(relativeDate(before(6 * DAY), NOW, 'en', en)).toBe('6 days ago');
    expect(relativeDate(before(3 * HOUR), NOW, 'ar', ar)).toBe('قبل 3 ساعات');
    expect(relativeDate(before(2 * DAY), NOW, 'ar', ar)).toBe('قبل يومين');
  });

  it('takes Sorani from the catalogue, which CLDR lacks', () => {
    expect(relativeDate(before(0), NOW, 'ku', ku)).toBe('ئێستا');
    expect(relativeDate(before(3 * HOUR), NOW, 'ku', ku)).toBe('3 کاتژمێر لەمەوبەر');
    expect(relativeDate(before(5 * DAY), NOW, 'ku', ku)).toBe('5 ڕۆژ لەمەوبەر');
  });

  it('gives a short date from a week on, with the year only when it is not this year', () => {
    expect(relativeDate(before(7 * DAY), NOW, 'en', en)).toBe('May 13');
    expect(relativeDate('2024-12-31T10:00:00Z', NOW, 'en', en)).toBe('Dec 31, 2024');
    expect(relativeDate('2025-03-03T10:00:00Z', NOW, 'ar', ar)).toBe('3 آذار');
    expect(relativeDate('2024-03-03T10:00:00Z', NOW, 'ku', ku)).toBe('3ـی ئازاری 2024');
  });

  it("reads the date on the league's calendar (Baghdad)", () => {
    // 22:30 UTC on 31 December is already 1 January in Baghdad.
    expect(relativeDate('2024-12-31T22:30:00Z', NOW, 'en', en)).toBe('Jan 1');
  });
});
