import { zonedDayRange, zonedMonthRange } from './time-zone';

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
