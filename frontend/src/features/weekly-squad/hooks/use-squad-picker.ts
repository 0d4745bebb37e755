import type { WeeklySquadResponse } from '@isl/contracts';
import { useState } from 'react';
import {
  armbandsOn,
  emptySlots,
  pickedIds,
  placePlayer,
  removeFromSlot,
  slotsOf,
  toggleArmband,
  type Armband,
  type Armbands,
  type PickablePlayer,
  type PickProblem,
  type Slots,
} from '../lib/squad-picking';
import { useSquadDraftStore } from './squad-draft-store';

/**
 * The pitch being edited for the round being picked: the saved draft for that round if there is one, else the
 * submitted squad, else an empty pitch, each player in the slot of his position, with the captain's and the
 * vice-captain's armbands. Every change is saved as the draft; submitting discards it.
 */
export function useSquadPicker(squad: WeeklySquadResponse, playersById: ReadonlyMap<number, PickablePlayer>) {
  const store = useSquadDraftStore();
  // The slot the fan chose: an empty one is where the next pick goes; a filled one offers its player's actions.
  const [activeSlot, setActiveSlot] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ problem: PickProblem; playerId: number } | null>(null);
  const draft = store.week === squad.week ? store.draft : null;
  // Read by position each time, so a draft or squad kept in another order still shows each player in his slot.
  const kept = draft ? pickedIds(draft.slots) : squad.playerIds;
  const slots: Slots = kept.length ? slotsOf(kept, playersById) : emptySlots();
  const armbands = armbandsOn(draft ?? { captainId: squad.captainId, viceCaptainId: squad.viceCaptainId }, slots);
  const save = (next: Slots, nextArmbands: Armbands = armbands) => store.save(squad.week, { slots: next, ...armbandsOn(nextArmbands, next) });

  const pick = (player: PickablePlayer) => {
    const target = activeSlot !== null && slots[activeSlot] === null ? activeSlot : null;
    const placed = placePlayer(slots, player, target, playersById);
    if (typeof placed === 'string') return setProblem({ problem: placed, playerId: player.id });
    setProblem(null);
    setActiveSlot(null);
    save(placed);
  };

  /** Spec: a filled slot chosen removes its player; an empty one is where the next pick goes, until chosen again. */
  const chooseSlot = (index: number) => {
    if (slots[index] !== null) return remove(index);
    setProblem(null);
    setActiveSlot(activeSlot === index ? null : index);
  };

  const remove = (index: number) => {
    setProblem(null);
    setActiveSlot(null);
    save(removeFromSlot(slots, index));
  };

  const toggle = (armband: Armband, playerId: number) => save(slots, toggleArmband(armbands, armband, playerId));

  return { slots, armbands, activeSlot, problem, pick, chooseSlot, remove, toggleArmband: toggle, discardDraft: store.discard };
}
