import type { PlayerPosition } from '@isl/contracts';
import { pickStartingEleven, SquadMember, teamSheet } from './lineup';

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

describe('teamSheet', () => {
  const sheetPlayer = (id: number, position: PlayerPosition, jerseyNumber: number | null, isStarter = true) => ({
    id,
    name: `Player ${id}`,
    nameArabic: null,
    nameKurdish: null,
    jerseyNumber,
    position,
    isStarter,
  });

  it('lists the starters from the goal out by shirt number, then those who came on, with only the sheet\'s fields', () => {
    // A player row as the database gives it carries more than the sheet shows.
    const striker = { ...sheetPlayer(1, 'striker', 9), rating: '7.5', teamId: 4 };
    const sheet = teamSheet([
      striker,
      sheetPlayer(2, 'midfielder', 14, false),
      sheetPlayer(3, 'centerBack', 5),
      sheetPlayer(4, 'goalkeeper', 1),
      sheetPlayer(5, 'leftBack', 3),
      sheetPlayer(6, 'rightWinger', null),
    ]);
    expect(sheet.map((p) => p.id)).toEqual([4, 5, 3, 1, 6, 2]);
    expect(sheet[3]).toEqual(sheetPlayer(1, 'striker', 9));
  });
});
