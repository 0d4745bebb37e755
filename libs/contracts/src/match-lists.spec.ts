import { defaultRound, matchListOf, pageCount } from './match-lists';

const round = (matchday: number) => ({ matchday });

describe('the Matches page lists', () => {
  it('puts finished matches in the results and every other in the fixtures', () => {
    expect(matchListOf('finished')).toBe('results');
    expect(['scheduled', 'live', 'postponed', 'cancelled'].map((status) => matchListOf(status as never))).toEqual(['fixtures', 'fixtures', 'fixtures', 'fixtures']);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(380, 10)).toBe(38);
  });
});

describe('defaultRound', () => {
  it('opens the fixtures on the round being played: the latest with a live match', () => {
    expect(defaultRound('fixtures', { live: [round(32), round(31)], upcoming: [round(33)] })).toBe(32);
  });

  it('else on the round of the next match due, and on the last round once none is', () => {
    expect(defaultRound('fixtures', { live: [], upcoming: [round(33), round(34)] })).toBe(33);
    expect(defaultRound('fixtures', { live: [], upcoming: [] })).toBe(38);
  });

  it('opens the results on the round of the latest result, else the first', () => {
    expect(defaultRound('results', { recent: [round(32), round(31)] })).toBe(32);
    expect(defaultRound('results', { recent: [] })).toBe(1);
  });
});
