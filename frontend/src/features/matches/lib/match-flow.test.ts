import { chancesMoments, minutesOnTop, minuteX } from './match-flow';

const at = (minute: number, home: number) => ({ minute, home, draw: 0.3, away: 0.7 - home });

describe('minuteX', () => {
  it('measures a minute from the start edge the page reads from, added time on the 90th', () => {
    expect([minuteX(0, 'ltr'), minuteX(30, 'ltr'), minuteX(94, 'ltr')]).toEqual([0, 30, 90]);
    expect([minuteX(0, 'rtl'), minuteX(30, 'rtl'), minuteX(94, 'rtl')]).toEqual([90, 60, 0]);
  });
});

describe('minutesOnTop', () => {
  it('counts the minutes each side was clearly on top, a faint pressure for neither', () => {
    const momentum = [0, 0.4, 0.1, 0.09, -0.2, -0.1, -0.05].map((value, minute) => ({ minute, value }));
    expect(minutesOnTop(momentum)).toEqual({ home: 2, away: 2 });
  });
});

describe('chancesMoments', () => {
  it('gives kick-off, half-time once reached, and the last minute', () => {
    const history = Array.from({ length: 61 }, (_, minute) => at(minute, 0.4 + minute / 200));
    expect(chancesMoments(history).map(({ moment, point }) => [moment, point.minute])).toEqual([
      ['kickoff', 0],
      ['halftime', 45],
      ['latest', 60],
    ]);
  });

  it('names a minute once: at kick-off only kick-off, at the break no second half-time', () => {
    expect(chancesMoments([at(0, 0.4)]).map(({ moment }) => moment)).toEqual(['kickoff']);
    expect(chancesMoments(Array.from({ length: 46 }, (_, minute) => at(minute, 0.4))).map(({ moment }) => moment)).toEqual(['kickoff', 'latest']);
    expect(chancesMoments([])).toEqual([]);
  });
});
