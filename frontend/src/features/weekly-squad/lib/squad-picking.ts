import { arrangeSquad, FORMATION_4_3_3, MAX_SQUAD_PLAYERS_PER_CLUB, positionGroup, SQUAD_SLOTS, type PlayerPosition } from '@isl/contracts';

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

/** The players on the pitch, as the list knows them. */
const picked = (slots: Slots, playersById: ReadonlyMap<number, PickablePlayer>): PickablePlayer[] =>
  slots.flatMap((id) => (id !== null ? (playersById.get(id) ?? []) : []));

/**
 * Puts a player on the pitch, in the slot of his position (arrangeSquad: a right-back at RB whatever was picked
 * before, the others moved only as the line needs). A slot the fan chose first says which line he goes to, so the
 * player must fit it. The rules the server checks again: a place left in his line, at most three from a club,
 * nobody injured.
 */
export function placePlayer(slots: Slots, player: PickablePlayer, slotIndex: number | null, playersById: ReadonlyMap<number, PickablePlayer>): Slots | PickProblem {
  if (player.isInjured) return 'injured';
  const group = positionGroup(player.position);
  if (slotIndex !== null && SQUAD_SLOTS[slotIndex].group !== group) return 'wrongSlot';
  const others = picked(slots, playersById).filter((other) => other.id !== player.id);
  if (others.filter((other) => positionGroup(other.position) === group).length >= FORMATION_4_3_3[group]) return 'groupFull';
  if (others.filter((other) => other.teamId === player.teamId).length >= MAX_SQUAD_PLAYERS_PER_CLUB) return 'clubLimit';
  return arrangeSquad([...others, player]);
}

export const removeFromSlot = (slots: Slots, slotIndex: number): Slots => slots.map((id, index) => (index === slotIndex ? null : id));

/** A saved squad (or draft) on the pitch, each player in the slot of his position, whatever order it was kept in. */
export function slotsOf(playerIds: readonly number[], playersById: ReadonlyMap<number, PickablePlayer>): Slots {
  return arrangeSquad(playerIds.flatMap((id) => playersById.get(id) ?? []));
}

export const pickedIds = (slots: Slots): number[] => slots.filter((id): id is number => id !== null);

/** Who wears the armbands: the captain (his points count double) and the vice-captain (when the captain does not play). */
export interface Armbands {
  captainId: number | null;
  viceCaptainId: number | null;
}

export type Armband = keyof Armbands;

/**
 * The armbands once `playerId` is given `armband`, or has it taken off when he wears it already. Giving the
 * captain's armband to the vice-captain (or the other way round) swaps them, so they are always two players.
 */
export function toggleArmband(armbands: Armbands, armband: Armband, playerId: number): Armbands {
  const next = { ...armbands };
  if (armbands[armband] === playerId) {
    next[armband] = null;
    return next;
  }
  const other: Armband = armband === 'captainId' ? 'viceCaptainId' : 'captainId';
  if (armbands[other] === playerId) next[other] = armbands[armband];
  next[armband] = playerId;
  return next;
}

/** The armbands of players still on the pitch: a player taken off loses his. */
export function armbandsOn(armbands: Armbands, slots: Slots): Armbands {
  const onPitch = (id: number | null) => (id !== null && slots.includes(id) ? id : null);
  return { captainId: onPitch(armbands.captainId), viceCaptainId: onPitch(armbands.viceCaptainId) };
}
