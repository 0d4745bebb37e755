import type { Result } from './standings';
import { brierScore, DEFAULT_GOALS, fitScoringModel, matchChances, PRE_MATCH, resultChances, type ResultChances } from './win-probability';

const sum = (chances: ResultChances) => chances.home + chances.draw + chances.away;
const result = (homeTeamId: number, awayTeamId: number, homeScore: number, awayScore: number): Result => ({ homeTeamId, awayTeamId, homeScore, awayScore });

/** Club 1 scores freely and concedes little; club 2 the reverse; club 3 in between. Twelve rounds of it. */
const SEASON: Result[] = Array.from({ length: 12 }, () => [result(1, 2, 3, 0), result(2, 3, 1, 1), result(3, 1, 1, 2)]).flat();

describe('fitScoringModel', () => {
  it("takes a home and an away side's average goals from the results, and rates each club against them", () => {
    const model = fitScoringModel(SEASON);
    expect(model.homeGoals).toBeCloseTo((3 + 1 + 1) / 3);
    expect(model.awayGoals).toBeCloseTo((0 + 1 + 2) / 3);
    const [strong, weak, middle] = [1, 2, 3].map((club) => model.clubs.get(club)!);
    expect(strong.attack).toBeGreaterThan(middle.attack);
    expect(middle.attack).toBeGreaterThan(weak.attack);
    expect(strong.defence).toBeLessThan(weak.defence);
  });

  it('draws a club with few matches towards average', () => {
    const early = fitScoringModel([result(1, 2, 4, 0)]).clubs.get(1)!;
    const late = fitScoringModel(Array.from({ length: 30 }, () => result(1, 2, 4, 0))).clubs.get(1)!;
    expect(early.attack).toBeGreaterThan(1);
    expect(early.attack).toBeLessThan(late.attack);
  });

  it('falls back on the default goals, every club average, before any result', () => {
    const model = fitScoringModel([]);
    expect([model.homeGoals, model.awayGoals]).toEqual([DEFAULT_GOALS.home, DEFAULT_GOALS.away]);
    const chances = matchChances(model, 1, 2, PRE_MATCH);
    expect(chances.home).toBeGreaterThan(chances.away);
  });
});

describe('matchChances', () => {
  const model = fitScoringModel(SEASON);

  it('adds up to 1 before kick-off, in play, and with red cards', () => {
    for (const state of [PRE_MATCH, { ...PRE_MATCH, minute: 60, homeScore: 1 }, { minute: 80, homeScore: 0, awayScore: 2, homeRedCards: 2, awayRedCards: 1 }]) {
      expect(sum(matchChances(model, 1, 2, state))).toBeCloseTo(1, 12);
    }
  });

  it('favours the stronger club, more at home than away', () => {
    const atHome = matchChances(model, 1, 2, PRE_MATCH);
    const away = matchChances(model, 2, 1, PRE_MATCH);
    expect(atHome.home).toBeGreaterThan(atHome.away);
    expect(away.away).toBeGreaterThan(away.home);
    expect(atHome.home).toBeGreaterThan(away.away);
  });

  it("lowers a side's chances when it is shown a red card, and raises its opponent's", () => {
    const level = { ...PRE_MATCH, minute: 30 };
    const even = matchChances(model, 3, 3, level);
    const homeRed = matchChances(model, 3, 3, { ...level, homeRedCards: 1 });
    expect(homeRed.home).toBeLessThan(even.home);
    expect(homeRed.away).toBeGreaterThan(even.away);
    const awayRed = matchChances(model, 3, 3, { ...level, awayRedCards: 1 });
    expect(awayRed.away).toBeLessThan(even.away);
  });

  it('gives a 3-0 lead at 89 minutes above 0.99, even to the weaker club', () => {
    expect(matchChances(model, 2, 1, { ...PRE_MATCH, minute: 89, homeScore: 3 }).home).toBeGreaterThan(0.99);
  });

  it('leaves only the score once regular time is over', () => {
    expect(matchChances(model, 1, 2, { ...PRE_MATCH, minute: 93, awayScore: 1 })).toEqual({ home: 0, draw: 0, away: 1 });
  });

  it('counts a club it has not seen as average', () => {
    expect(matchChances(model, 98, 99, PRE_MATCH)).toEqual(resultChances(model.homeGoals, model.awayGoals));
  });
});

describe('resultChances', () => {
  it('is level between two equal sides, and gives a lead its due', () => {
    const even = resultChances(1.2, 1.2);
    expect(even.home).toBeCloseTo(even.away, 12);
    expect(resultChances(1.2, 1.2, 1).home).toBeGreaterThan(even.home);
  });
});

describe('brierScore', () => {
  it('is 0 for a certain right call, 2 for a certain wrong one, 2/3 for even chances', () => {
    expect(brierScore({ home: 1, draw: 0, away: 0 }, 'home')).toBe(0);
    expect(brierScore({ home: 1, draw: 0, away: 0 }, 'away')).toBe(2);
    expect(brierScore({ home: 1 / 3, draw: 1 / 3, away: 1 / 3 }, 'draw')).toBeCloseTo(2 / 3, 12);
  });
});
