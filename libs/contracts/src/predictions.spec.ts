import { accuracyPercent, isPredictionOpen } from './predictions';

describe('prediction rules', () => {
  it('rounds accuracy and gives 0 with no predictions', () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(accuracyPercent(5, 5)).toBe(100);
  });

  it('is open only for a scheduled match whose kick-off is ahead', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isPredictionOpen({ status: 'scheduled', matchDate: '2026-11-22T12:00:01Z' }, now)).toBe(true);
    expect(isPredictionOpen({ status: 'scheduled', matchDate: '2026-11-22T11:59:59Z' }, now)).toBe(false);
    expect(isPredictionOpen({ status: 'live', matchDate: '2026-11-22T13:00:00Z' }, now)).toBe(false);
    expect(isPredictionOpen({ status: 'postponed', matchDate: '2026-11-22T13:00:00Z' }, now)).toBe(false);
  });
});
