import { squadListProblem, squadShapeProblem, SQUAD_SLOTS } from './weekly-squad';
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

  it('has a slot for each place of the 4-3-3, in the pitch order', () => {
    expect(SQUAD_SLOTS.map((slot) => slot.group).join(',')).toBe('GK,DEF,DEF,DEF,DEF,MID,MID,MID,FWD,FWD,FWD');
  });
});
