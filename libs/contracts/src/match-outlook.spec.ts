import { matchStateAt, momentum, probabilityHistory, type OutlookEvent } from './match-outlook';
import { fitScoringModel, matchChances } from './win-probability';

const HOME = 1;
const AWAY = 2;
const at = (minute: number, type: OutlookEvent['type'], teamId: number, extra: Partial<OutlookEvent> = {}): OutlookEvent => ({
  type,
  minute,
  teamId,
  disallowed: false,
  ...extra,
});
const model = fitScoringModel([]);

describe('momentum', () => {
  it('is level before anything happens and leans to the side that presses', () => {
    const line = momentum([at(10, 'shot', HOME, { detail: 'on_target' }), at(11, 'corner', HOME), at(30, 'shot', AWAY, { detail: 'off_target' })], HOME, 31);
    expect(line).toHaveLength(32);
    expect(line[0]).toEqual({ minute: 0, value: 0 });
    expect(line[11].value).toBeGreaterThan(0);
    expect(line[30].value).toBeLessThan(line[29].value);
  });

  it('fades a spell of pressure', () => {
    const line = momentum([at(5, 'goal', AWAY)], HOME, 40);
    expect(line[5].value).toBeLessThan(0);
    expect(Math.abs(line[40].value)).toBeLessThan(Math.abs(line[5].value) / 50);
  });

  it("counts a card for the other side and ignores what was taken back", () => {
    expect(momentum([at(20, 'yellow_card', AWAY)], HOME, 20)[20].value).toBeGreaterThan(0);
    expect(momentum([at(20, 'shot', HOME, { detail: 'on_target', disallowed: true })], HOME, 20)[20].value).toBe(0);
  });

  it('stays between -1 and 1 however much one side presses', () => {
    const siege = Array.from({ length: 30 }, (_, i) => at(60 + (i % 5), 'shot', AWAY, { detail: 'on_target' }));
    const line = momentum(siege, HOME, 90);
    expect(Math.min(...line.map((point) => point.value))).toBeGreaterThanOrEqual(-1);
  });
});

describe('matchStateAt', () => {
  it('counts the goals and red cards that stand up to the minute', () => {
    const events = [at(10, 'goal', HOME), at(20, 'goal', AWAY, { disallowed: true }), at(30, 'red_card', AWAY), at(50, 'goal', AWAY)];
    expect(matchStateAt(events, HOME, 40)).toEqual({ minute: 40, homeScore: 1, awayScore: 0, homeRedCards: 0, awayRedCards: 1 });
  });
});

describe('probabilityHistory', () => {
  it('moves with the score, each point summing to 1, and ends certain at full time', () => {
    const history = probabilityHistory(model, { homeTeamId: HOME, awayTeamId: AWAY }, [at(30, 'goal', HOME)], 90);
    expect(history).toHaveLength(91);
    for (const point of history) expect(point.home + point.draw + point.away).toBeCloseTo(1, 2);
    expect(history[30].home).toBeGreaterThan(history[29].home);
    expect(history[90]).toEqual({ minute: 90, home: 1, draw: 0, away: 0 });
  });

  it('gives each minute the chances of the match as it stood then', () => {
    const events = [at(12, 'goal', AWAY), at(40, 'red_card', AWAY)];
    const history = probabilityHistory(model, { homeTeamId: HOME, awayTeamId: AWAY }, events, 60);
    const expected = matchChances(model, HOME, AWAY, { minute: 45, homeScore: 0, awayScore: 1, homeRedCards: 0, awayRedCards: 1 });
    expect(history[45].away).toBeCloseTo(expected.away, 3);
  });
});
