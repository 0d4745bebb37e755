import type { PlayerPosition } from '@isl/contracts';
import { emptySlots, placePlayer, removeFromSlot, slotsOf, type PickablePlayer, type Slots } from './squad-picking';

const player = (id: number, position: PlayerPosition, teamId = id, isInjured = false): PickablePlayer => ({ id, teamId, position, isInjured });
const index = (...players: PickablePlayer[]) => new Map(players.map((p) => [p.id, p]));

describe('placePlayer', () => {
  it('puts a player in the first free slot of their group', () => {
    const defender = player(1, 'leftBack');
    const slots = placePlayer(emptySlots(), defender, null, index(defender)) as Slots;
    expect(slots.indexOf(1)).toBe(1);
    const other = player(2, 'centerBack');
    expect((placePlayer(slots, other, null, index(defender, other)) as Slots).indexOf(2)).toBe(2);
  });

  it('takes the slot the fan chose only when it fits the position', () => {
    const striker = player(3, 'striker');
    expect(placePlayer(emptySlots(), striker, 0, index(striker))).toBe('wrongSlot');
    expect((placePlayer(emptySlots(), striker, 9, index(striker)) as Slots)[9]).toBe(3);
  });

  it('moves a player already on the pitch rather than listing them twice', () => {
    const winger = player(4, 'leftWinger');
    const once = placePlayer(emptySlots(), winger, 8, index(winger)) as Slots;
    const moved = placePlayer(once, winger, 10, index(winger)) as Slots;
    expect([moved[8], moved[10]]).toEqual([null, 4]);
  });

  it('refuses a fourth from one club, an injured player and a full group', () => {
    const clubmates = [player(1, 'leftBack', 9), player(2, 'centerBack', 9), player(3, 'centerBack', 9), player(4, 'rightBack', 9)];
    let slots = emptySlots();
    for (const mate of clubmates.slice(0, 3)) slots = placePlayer(slots, mate, null, index(...clubmates)) as Slots;
    expect(placePlayer(slots, clubmates[3], null, index(...clubmates))).toBe('clubLimit');
    expect(placePlayer(slots, player(5, 'striker', 5, true), null, index())).toBe('injured');
    const keeper = player(6, 'goalkeeper');
    const withKeeper = placePlayer(emptySlots(), keeper, null, index(keeper)) as Slots;
    expect(placePlayer(withKeeper, player(7, 'goalkeeper'), null, index(keeper))).toBe('groupFull');
  });
});

it('reads a saved squad onto the pitch and empties a slot', () => {
  const slots = slotsOf([11, 12, 13]);
  expect(slots.slice(0, 4)).toEqual([11, 12, 13, null]);
  expect(removeFromSlot(slots, 1).slice(0, 3)).toEqual([11, null, 13]);
});
