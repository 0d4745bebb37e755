import { isTimeZone, leagueDate, leagueDayRange, leagueMonthKey, zonedDayRange, zonedInstant, zonedMonthRange } from './time-zone';

describe('zonedDayRange', () => {
  it('gives the Baghdad calendar day (UTC+3) around an instant', () => {
    const range = zonedDayRange(new Date('2026-11-22T12:00:00Z'), 'Asia/Baghdad');
    expect(range.start.toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });

  it('moves to the next local day once it is past local midnight though still the same UTC day', () => {
    const range = zonedDayRange(new Date('2026-11-22T21:30:00Z'), 'Asia/Baghdad');
    expect(range.start.toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });
});

describe('zonedMonthRange', () => {
  it('gives the Baghdad calendar month, which starts at 21:00 UTC on the last day before it', () => {
    const range = zonedMonthRange(new Date('2026-11-30T22:30:00Z'), 'Asia/Baghdad');
    expect(range.start.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('rolls over the year in December', () => {
    const range = zonedMonthRange(new Date('2026-12-15T12:00:00Z'), 'Asia/Baghdad');
    expect(range.end.toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(zonedMonthRange(new Date('2027-01-01T00:00:00Z'), 'Asia/Baghdad').start.toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });
});

describe('leagueDate', () => {
  it('reads a moment on the Baghdad calendar and clock', () => {
    expect(leagueDate(new Date('2025-05-24T16:00:00Z'))).toEqual({ dayNumber: 20232, year: 2025, weekday: 6, month: 4, day: 24, time: '19:00' });
  });

  it('puts 22:30 UTC on the next Baghdad day, with the day number one more', () => {
    const late = leagueDate(new Date('2025-05-24T22:30:00Z'));
    expect(late).toEqual({ dayNumber: 20233, year: 2025, weekday: 0, month: 4, day: 25, time: '01:30' });
  });

  it("puts 21:30 UTC on New Year's Eve in the next year, as Baghdad already is", () => {
    expect(leagueDate(new Date('2025-12-31T21:30:00Z'))).toMatchObject({ year: 2026, month: 0, day: 1, time: '00:30' });
  });

  it("agrees with the runtime's own Baghdad rules on every day since Iraq dropped summer time, and before it", () => {
    const reference = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Baghdad', hourCycle: 'h23', dateStyle: 'short', timeStyle: 'short' });
    const shown = (moment: Date) => {
      const { year, day, month, time, weekday } = leagueDate(moment);
      return `${month + 1}/${day}/${year} ${time} ${weekday}`;
    };
    const expected = (moment: Date) => {
      const [date, time] = reference.format(moment).split(', ');
      const [month, day, year] = date.split('/').map(Number);
      return `${month}/${day}/${2000 + year} ${time} ${new Date(Date.UTC(2000 + year, month - 1, day)).getUTCDay()}`;
    };
    const mismatches: string[] = [];
    // Every day from 2006 (summer time still kept) to 2040, at two moments: before and after 21:00 UTC.
    for (let ms = Date.UTC(2006, 0, 1, 5, 7); ms < Date.UTC(2040, 0, 1); ms += 12 * 3_600_000 + 997) {
      const moment = new Date(ms);
      if (shown(moment) !== expected(moment)) mismatches.push(`${moment.toISOString()}: ${shown(moment)} / ${expected(moment)}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('leagueDayRange', () => {
  it('is the Baghdad day, and agrees with leagueDate on which moments share it', () => {
    const { start, end } = leagueDayRange(new Date('2026-11-22T12:00:00Z'));
    expect([start.toISOString(), end.toISOString()]).toEqual(['2026-11-21T21:00:00.000Z', '2026-11-22T21:00:00.000Z']);
    expect(leagueDate(start).dayNumber).toBe(leagueDate(new Date(end.getTime() - 1)).dayNumber);
    expect(leagueDate(end).dayNumber).toBe(leagueDate(start).dayNumber + 1);
  });
});

describe('leagueMonthKey', () => {
  it('names the Baghdad calendar month, which turns at 21:00 UTC, across a year end too', () => {
    expect(leagueMonthKey(new Date('2026-11-30T20:59:59Z'))).toBe('2026-11');
    expect(leagueMonthKey(new Date('2026-11-30T21:00:00Z'))).toBe('2026-12');
    expect(leagueMonthKey(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01');
  });
});

describe('zonedInstant', () => {
  it("reads a local date and time in the zone's offset", () => {
    expect(zonedInstant('2025-09-19', '18:30', 'Asia/Baghdad').toISOString()).toBe('2025-09-19T15:30:00.000Z');
    expect(zonedInstant('2025-01-01', '00:00', 'Asia/Baghdad').toISOString()).toBe('2024-12-31T21:00:00.000Z');
    expect(zonedInstant('2025-07-01', '20:00', 'UTC').toISOString()).toBe('2025-07-01T20:00:00.000Z');
  });

  it('follows daylight saving: summer and winter offsets, the hour after a gap, the second of a fold', () => {
    expect(zonedInstant('2025-07-01', '20:00', 'Europe/London').toISOString()).toBe('2025-07-01T19:00:00.000Z');
    expect(zonedInstant('2025-12-01', '20:00', 'Europe/London').toISOString()).toBe('2025-12-01T20:00:00.000Z');
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses anything else', () => {
    expect(['Asia/Baghdad', 'Europe/London', 'UTC'].map(isTimeZone)).toEqual([true, true, true]);
    expect(['Mars/Olympus', '', 'Baghdad'].map(isTimeZone)).toEqual([false, false, false]);
  });
});
