import { playersOnThePitch, type SheetEntry } from './match-sheet';

const HOME = 1;
const entry = (type: SheetEntry['type'], playerId: number, extra: Partial<SheetEntry> = {}): SheetEntry => ({ type, teamId: HOME, playerId, disallowed: false, ...extra });

describe('playersOnThePitch', () => {
  it('keeps the starters and those who came on, but for the replaced and the sent off', () => {
    const events = [entry('substitution', 12, { playerOnId: 13 }), entry('red_card', 11), entry('yellow_card', 10), entry('substitution', 2, { teamId: 2, playerOnId: 3 })];
    expect(playersOnThePitch([10, 11, 12], events, HOME)).toEqual([10, 13]);
  });

  it('counts a substitution or a red card that was taken back for nothing', () => {
    const events = [entry('substitution', 12, { playerOnId: 13, disallowed: true }), entry('red_card', 11, { disallowed: true })];
    expect(playersOnThePitch([10, 11, 12], events, HOME)).toEqual([10, 11, 12]);
  });

  it('takes off a substitute who is replaced in turn', () => {
    const events = [entry('substitution', 12, { playerOnId: 13 }), entry('substitution', 13, { playerOnId: 14 })];
    expect(playersOnThePitch([12], events, HOME)).toEqual([14]);
  });
});
