import { MAX_SQUAD_PLAYERS_PER_CLUB, positionGroup, SQUAD_SLOTS, type PlayerPosition } from '@isl/contracts';

/** What the picker needs of a player. */
export interface PickablePlayer {
  id: number;
  teamId: number;
  position: PlayerPosition;
  isInjured: boolean;
}

/** The pitch: one player id (or none) per slot of SQUAD_SLOTS, in its order. */
export type Slots = (number | null)[];

export const emptySlots = (): Slots => SQUAD_SLOTS.map(() => null);

/** Why a player cannot go where the fan asked; the fan is told in their language. */
export type PickProblem = 'wrongSlot' | 'groupFull' | 'clubLimit' | 'injured';

/**
 * Puts a player on the pitch: in `slotIndex` when the fan chose a slot first (it must fit their position),
 * else in the first free slot of their group. The rules the server checks again: fitting positions, at most
 * three from a club, nobody injured.
 */
export function placePlayer(slots: Slots, player: PickablePlayer, slotIndex: number | null, playersById: ReadonlyMap<number, PickablePlayer>): Slots | PickProblem {
  if (player.isInjured) return 'injured';
  const group = positionGroup(player.position);
  const target = slotIndex ?? SQUAD_SLOTS.findIndex((slot, index) => slot.group === group && slots[index] === null);
  if (slotIndex !== null && SQUAD_SLOTS[slotIndex].group !== group) return 'wrongSlot';
  if (target < 0) return 'groupFull';
  const fromClub = slots.filter((id, index) => index !== target && id !== null && playersById.get(id)?.teamId === player.teamId).length;
  if (fromClub >= MAX_SQUAD_PLAYERS_PER_CLUB) return 'clubLimit';
  return slots.map((id, index) => (index === target ? player.id : id === player.id ? null : id));
}

export const removeFromSlot = (slots: Slots, slotIndex: number): Slots => slots.map((id, index) => (index === slotIndex ? null : id));

/** A saved squad's players on the pitch: the API keeps them in the slots' order. */
export function slotsOf(playerIds: readonly number[]): Slots {
  return SQUAD_SLOTS.map((_, index) => playerIds[index] ?? null);
}

export const pickedIds = (slots: Slots): number[] => slots.filter((id): id is number => id !== null);
