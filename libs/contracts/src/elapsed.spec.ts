import { elapsedMinutes } from './elapsed';

const kickoff = new Date('2025-04-28T17:00:00Z');
const at = (minutes: number) => new Date(kickoff.getTime() + minutes * 60_000);
const live = { status: 'live', kickedOffAt: kickoff, secondHalfStartedAt: null };

describe('elapsedMinutes', () => {
  it('counts the running minute of the first half from kick-off', () => {
    expect(elapsedMinutes(live, at(0))).toBe(1);
    expect(elapsedMinutes(live, at(0.5))).toBe(1);
    expect(elapsedMinutes(live, at(35.2))).toBe(36);
  });

  it('holds at 45 in first-half added time and during half-time', () => {
    expect(elapsedMinutes(live, at(48))).toBe(45);
    expect(elapsedMinutes({ ...live, isHalfTime: true }, at(55))).toBe(45);
  });

  it('counts the second half from its own kick-off and holds at 90', () => {
    const second = { ...live, secondHalfStartedAt: at(62) };
    expect(elapsedMinutes(second, at(62))).toBe(46);
    expect(elapsedMinutes(second, at(76.5))).toBe(60);
    expect(elapsedMinutes(second, at(120))).toBe(90);
  });

  it('is null for a match that is not live or has no kick-off time', () => {
    expect(elapsedMinutes({ ...live, status: 'finished' }, at(10))).toBeNull();
    expect(elapsedMinutes({ ...live, kickedOffAt: null }, at(10))).toBeNull();
  });

  it('never shows a minute below 1 when clocks disagree slightly', () => {
    expect(elapsedMinutes(live, at(-0.2))).toBe(1);
  });
});
