import { match } from '../../../../test/fixtures';
import { groupByDay } from './group-by-day';

describe('groupByDay', () => {
  it('cuts a list into league days, keeping its order', () => {
    const matches = [
      match({ id: 1, matchDate: '2025-05-03T14:00:00Z' }),
      match({ id: 2, matchDate: '2025-05-03T17:00:00Z' }),
      // 21:30 UTC is already the 4th in Baghdad (UTC+3).
      match({ id: 3, matchDate: '2025-05-03T21:30:00Z' }),
      match({ id: 4, matchDate: '2025-05-04T16:00:00Z' }),
      match({ id: 5, matchDate: '2025-05-06T16:00:00Z' }),
    ];
    expect(groupByDay(matches).map((day) => [day.matchDate, day.matches.map((m) => m.id)])).toEqual([
      ['2025-05-03T14:00:00Z', [1, 2]],
      ['2025-05-03T21:30:00Z', [3, 4]],
      ['2025-05-06T16:00:00Z', [5]],
    ]);
  });

  it('gives nothing for no matches', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
