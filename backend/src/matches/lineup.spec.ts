import type { PlayerPosition } from '@isl/contracts';
import { pickStartingEleven, SquadMember } from './lineup';

let nextId = 1;
const player = (position: PlayerPosition, rating: string, isInjured = false): SquadMember => ({
  id: nextId++,
  teamId: 1,
  position,
  rating,
  isInjured,
});

describe('pickStartingEleven', () => {
  it('picks 1 GK, 4 DEF, 3 MID and 3 FWD, the best rated who are fit', () => {
    const injuredStar = player('striker', '9.5', true);
    const squad = [
      player('goalkeeper', '6.0'),
      player('goalkeeper', '7.0'),
      ...['centerBack', 'leftBack', 'rightBack', 'defender', 'centerBack'].map((p, i) => player(p as PlayerPosition, `6.${i}`)),
      ...['midfielder', 'defensiveMidfielder', 'centralMidfielder', 'attackingMidfielder'].map((p, i) => player(p as PlayerPosition, `7.${i}`)),
      ...['forward', 'leftWinger', 'rightWinger'].map((p, i) => player(p as PlayerPosition, `8.${i}`)),
      player('striker', '5.0'),
      injuredStar,
    ];
    const eleven = pickStartingEleven(squad);
    expect(eleven).toHaveLength(11);
    expect(eleven.map((p) => p.position)).toEqual([
      'goalkeeper',
      'centerBack', 'defender', 'rightBack', 'leftBack',
      'attackingMidfielder', 'centralMidfielder', 'defensiveMidfielder',
      'rightWinger', 'leftWinger', 'forward',
    ]);
    expect(eleven).not.toContain(injuredStar);
    expect(eleven[0].rating).toBe('7.0');
  });
});
