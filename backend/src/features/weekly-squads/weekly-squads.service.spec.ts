import { RoundCalendar } from './weekly-squads.service';

const at = (iso: string) => new Date(iso);

/** Three rounds a week apart; round 3's deadline is its first kick-off, Friday 17:00. */
const calendar = new RoundCalendar(
  '2026-27',
  new Map([
    [1, at('2026-09-04T17:00:00Z')],
    [2, at('2026-09-11T17:00:00Z')],
    [3, at('2026-09-18T17:00:00Z')],
  ]),
);
const beforeTheSeason = at('2026-09-01T12:00:00Z');
const duringRound2 = at('2026-09-12T15:00:00Z');
const afterTheSeason = at('2026-10-01T12:00:00Z');

const unknownRound = expect.objectContaining({ code: 'SQUAD_ROUND_UNKNOWN' });

describe('RoundCalendar', () => {
  it('locks a round from its deadline on, to the second', () => {
    expect(calendar.isLocked(3, at('2026-09-18T16:59:59Z'))).toBe(false);
    expect(calendar.isLocked(3, at('2026-09-18T17:00:00Z'))).toBe(true);
  });

  it('refuses a round the season does not have', () => {
    expect(calendar.deadlineOf(2)).toEqual(at('2026-09-11T17:00:00Z'));
    expect(() => calendar.deadlineOf(4)).toThrow(unknownRound);
    expect(() => calendar.isLocked(0, duringRound2)).toThrow(unknownRound);
  });

  it('picks for the first round whose deadline is ahead, none once the last has passed', () => {
    expect(calendar.pickWeek(beforeTheSeason)).toBe(1);
    expect(calendar.pickWeek(duringRound2)).toBe(3);
    expect(calendar.pickWeek(afterTheSeason)).toBeNull();
  });

  it('takes the last round whose deadline has passed as the one being played, none before the season', () => {
    expect(calendar.lastLockedWeek(beforeTheSeason)).toBeNull();
    expect(calendar.lastLockedWeek(duringRound2)).toBe(2);
    expect(calendar.lastLockedWeek(afterTheSeason)).toBe(3);
  });

  it('goes by deadline, not by round number, when a round was moved', () => {
    // Round 2's matches were moved after round 3's: during round 3, round 2 is still to be picked.
    const moved = new RoundCalendar('2026-27', new Map([[1, at('2026-09-04T17:00:00Z')], [2, at('2026-09-25T17:00:00Z')], [3, at('2026-09-18T17:00:00Z')]]));
    const duringRound3 = at('2026-09-19T12:00:00Z');
    expect(moved.pickWeek(duringRound3)).toBe(2);
    expect(moved.lastLockedWeek(duringRound3)).toBe(3);
  });

  it("shows a fan's squad for the round asked for, else the one being picked, else the last once the season is over", () => {
    expect(calendar.squadWeek(duringRound2, 1)).toBe(1);
    expect(calendar.squadWeek(duringRound2)).toBe(3);
    expect(calendar.squadWeek(afterTheSeason)).toBe(3);
    expect(() => calendar.squadWeek(duringRound2, 9)).toThrow(unknownRound);
    expect(() => new RoundCalendar('2026-27', new Map()).squadWeek(duringRound2)).toThrow(unknownRound);
  });

  it('shows the leaderboard of the round asked for, else the last locked, else the first before the season starts', () => {
    expect(calendar.leaderboardWeek(duringRound2, 1)).toBe(1);
    expect(calendar.leaderboardWeek(duringRound2)).toBe(2);
    expect(calendar.leaderboardWeek(beforeTheSeason)).toBe(1);
    expect(() => calendar.leaderboardWeek(duringRound2, 4)).toThrow(unknownRound);
  });
});
