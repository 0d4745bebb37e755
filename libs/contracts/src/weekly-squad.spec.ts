import { arrangeSquad, squadCaptainProblem, squadListProblem, squadShapeProblem, SQUAD_SLOTS, type SquadSlotKey } from './weekly-squad';
import type { PlayerPosition } from './enums';

describe('squad rules', () => {
  const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
  const shaped = (positions: PlayerPosition[], teams: number[]) => positions.map((position, i) => ({ position, teamId: teams[i] }));
  const fourThreeThree: PlayerPosition[] = ['goalkeeper', 'leftBack', 'centerBack', 'centerBack', 'rightBack', 'midfielder', 'centralMidfielder', 'attackingMidfielder', 'leftWinger', 'striker', 'rightWinger'];

  it('checks the list: formation, eleven players, none twice', () => {
    expect(squadListProblem('4-3-3', eleven)).toBeNull();
    expect(squadListProblem('3-5-2', eleven)).toBe('SQUAD_FORMATION');
    expect(squadListProblem('4-3-3', eleven.slice(1))).toBe('SQUAD_SIZE');
    expect(squadListProblem('4-3-3', [...eleven.slice(1), 2])).toBe('SQUAD_DUPLICATE_PLAYER');
  });

  it('checks the shape: 1-4-3-3 by position group, at most 3 a club', () => {
    const teams = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4];
    expect(squadShapeProblem(shaped(fourThreeThree, teams))).toBeNull();
    expect(squadShapeProblem(shaped(['goalkeeper', ...fourThreeThree.slice(0, 10)], teams))).toBe('SQUAD_POSITIONS');
    expect(squadShapeProblem(shaped(fourThreeThree, [1, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4]))).toBe('SQUAD_CLUB_LIMIT');
  });

  it('checks the captaincy: captain and vice-captain both of the eleven, and two different players', () => {
    expect(squadCaptainProblem(eleven, 3, 7)).toBeNull();
    expect(squadCaptainProblem(eleven, 12, 7)).toBe('captainNotPicked');
    expect(squadCaptainProblem(eleven, 3, 12)).toBe('viceCaptainNotPicked');
    expect(squadCaptainProblem(eleven, 12, 12)).toBe('captainNotPicked');
    expect(squadCaptainProblem(eleven, 5, 5)).toBe('sameCaptains');
  });

  it('has a slot for each place of the 4-3-3, in the pitch order', () => {
    expect(SQUAD_SLOTS.map((slot) => slot.group).join(',')).toBe('GK,DEF,DEF,DEF,DEF,MID,MID,MID,FWD,FWD,FWD');
  });
});

describe('arrangeSquad', () => {
  const squad = (...positions: PlayerPosition[]) => positions.map((position, i) => ({ id: i + 1, position }));
  /** Who stands where, by slot key: the ids arrangeSquad gives, in SQUAD_SLOTS' order. */
  const bySlot = (slots: (number | null)[]) => Object.fromEntries(SQUAD_SLOTS.map((slot, i) => [slot.key, slots[i]])) as Record<SquadSlotKey, number | null>;

  it('puts each player in the slot of his position, whatever the order he was picked in', () => {
    const picked = squad('rightBack', 'centerBack', 'striker', 'leftWinger', 'leftBack', 'goalkeeper', 'rightWinger', 'centerBack', 'defensiveMidfielder', 'centralMidfielder', 'attackingMidfielder');
    expect(bySlot(arrangeSquad(picked))).toEqual({ GK: 6, LB: 5, CB1: 2, CB2: 8, RB: 1, LM: 10, CM: 9, RM: 11, LW: 4, ST: 3, RW: 7 });
    expect(arrangeSquad([...picked].reverse())).toEqual(arrangeSquad(picked));
    // Read back in the pitch's order (as a saved squad is), the same players keep the same places.
    const pitchOrder = arrangeSquad(picked).flatMap((id) => picked.filter((player) => player.id === id));
    expect(arrangeSquad(pitchOrder)).toEqual(arrangeSquad(picked));
  });

  it('keeps a lone right-back at RB, a lone centre-back in the middle and a lone striker at ST', () => {
    expect(bySlot(arrangeSquad(squad('rightBack'))).RB).toBe(1);
    expect(bySlot(arrangeSquad(squad('centerBack'))).CB1).toBe(1);
    expect(bySlot(arrangeSquad(squad('striker'))).ST).toBe(1);
  });

  it('moves a player off his own slot only as far as he must: a second left-back to the other flank, a third centre-back wide', () => {
    expect(bySlot(arrangeSquad(squad('leftBack', 'centerBack', 'leftBack', 'centerBack')))).toEqual(expect.objectContaining({ LB: 1, CB1: 2, CB2: 4, RB: 3 }));
    expect(bySlot(arrangeSquad(squad('centerBack', 'centerBack', 'rightBack', 'centerBack')))).toEqual(expect.objectContaining({ LB: 4, CB1: 1, CB2: 2, RB: 3 }));
    // The holding midfielder takes the centre from a central one; the striker keeps it from a generic forward.
    expect(bySlot(arrangeSquad(squad('centralMidfielder', 'defensiveMidfielder')))).toEqual(expect.objectContaining({ LM: 1, CM: 2, RM: null }));
    expect(bySlot(arrangeSquad(squad('forward', 'striker', 'leftWinger')))).toEqual(expect.objectContaining({ LW: 3, ST: 2, RW: 1 }));
  });

  it('leaves off the players a line has no place for', () => {
    const slots = arrangeSquad(squad('goalkeeper', 'goalkeeper'));
    expect(slots.filter((id) => id !== null)).toEqual([1]);
  });
});
