import { accuracyPercent, isPredictionOpen, splitPercentages, withOwnPrediction } from './predictions';

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

describe('the crowd split', () => {
  const split = { matchId: 7, home: 2, draw: 1, away: 0, total: 3, countedAt: '2026-11-22T12:00:10.000Z' };

  it('adds the fan\'s own call when it came after the split was counted', () => {
    expect(withOwnPrediction(split, { prediction: 'away', createdAt: '2026-11-22T12:00:11.000Z' })).toEqual({ ...split, away: 1, total: 4 });
  });

  it('leaves the split alone when it already holds the call, or there is none', () => {
    expect(withOwnPrediction(split, { prediction: 'home', createdAt: '2026-11-22T12:00:09.000Z' })).toBe(split);
    expect(withOwnPrediction(split, null)).toBe(split);
  });

  it('gives each outcome its whole percent, adding up to 100', () => {
    expect(splitPercentages(split)).toEqual({ home: 67, draw: 33, away: 0 });
    expect(splitPercentages({ home: 1, draw: 1, away: 1 })).toEqual({ home: 34, draw: 33, away: 33 });
    expect(splitPercentages({ home: 0, draw: 0, away: 0 })).toEqual({ home: 0, draw: 0, away: 0 });
  });
});
