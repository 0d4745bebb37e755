import { SQUAD_SLOTS, type PlayerPosition } from '@isl/contracts';
import { armbandsOn, emptySlots, placePlayer, removeFromSlot, slotsOf, toggleArmband, type PickablePlayer, type Slots } from './squad-picking';

const player = (id: number, position: PlayerPosition, teamId = id, isInjured = false): PickablePlayer => ({ id, teamId, position, isInjured });
const index = (...players: PickablePlayer[]) => new Map(players.map((p) => [p.id, p]));

const slotOf = (slots: Slots, id: number) => SQUAD_SLOTS[slots.indexOf(id)]?.key;

describe('placePlayer', () => {
  it('puts a player in the slot of his position, whatever was picked before', () => {
    const rightBack = player(1, 'rightBack');
    const slots = placePlayer(emptySlots(), rightBack, null, index(rightBack)) as Slots;
    expect(slotOf(slots, 1)).toBe('RB');
    const centreBack = player(2, 'centerBack');
    const striker = player(3, 'striker');
    const withCentreBack = placePlayer(slots, centreBack, null, index(rightBack, centreBack)) as Slots;
    const withStriker = placePlayer(withCentreBack, striker, null, index(rightBack, centreBack, striker)) as Slots;
    expect([slotOf(withStriker, 1), slotOf(withStriker, 2), slotOf(withStriker, 3)]).toEqual(['RB', 'CB1', 'ST']);
  });

  it('takes a player for the slot the fan chose only when he fits its line', () => {
    const striker = player(3, 'striker');
    expect(placePlayer(emptySlots(), striker, 0, index(striker))).toBe('wrongSlot');
    expect((placePlayer(emptySlots(), striker, 9, index(striker)) as Slots)[9]).toBe(3);
  });

  it('lists a player picked twice once', () => {
    const winger = player(4, 'leftWinger');
    const once = placePlayer(emptySlots(), winger, 8, index(winger)) as Slots;
    expect(placePlayer(once, winger, null, index(winger))).toEqual(once);
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

it('reads a saved squad onto the pitch by position, whatever its order, and empties a slot', () => {
  const saved = [player(11, 'rightBack'), player(12, 'goalkeeper'), player(13, 'leftBack')];
  const slots = slotsOf([11, 12, 13], index(...saved));
  expect(slots.slice(0, 5)).toEqual([12, 13, null, null, 11]);
  expect(removeFromSlot(slots, 1).slice(0, 5)).toEqual([12, null, null, null, 11]);
});

describe('toggleArmband', () => {
  const none = { captainId: null, viceCaptainId: null };

  it('gives an armband, and takes it off when pressed again', () => {
    const captained = toggleArmband(none, 'captainId', 7);
    expect(captained).toEqual({ captainId: 7, viceCaptainId: null });
    expect(toggleArmband(captained, 'captainId', 7)).toEqual(none);
  });

  it('moves an armband to another player, and swaps them when one takes the other’s', () => {
    const both = { captainId: 7, viceCaptainId: 3 };
    expect(toggleArmband(both, 'captainId', 5)).toEqual({ captainId: 5, viceCaptainId: 3 });
    expect(toggleArmband(both, 'captainId', 3)).toEqual({ captainId: 3, viceCaptainId: 7 });
    expect(toggleArmband(both, 'viceCaptainId', 7)).toEqual({ captainId: 3, viceCaptainId: 7 });
    expect(toggleArmband({ captainId: 7, viceCaptainId: null }, 'viceCaptainId', 7)).toEqual({ captainId: null, viceCaptainId: 7 });
  });
});

describe('armbandsOn', () => {
  it('keeps the armbands of players on the pitch only', () => {
    const slots: Slots = [1, 2, null, ...emptySlots().slice(3)];
    expect(armbandsOn({ captainId: 2, viceCaptainId: 9 }, slots)).toEqual({ captainId: 2, viceCaptainId: null });
  });
});
