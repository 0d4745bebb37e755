import type { WeeklySquadResponse } from '@isl/contracts';
import { useState } from 'react';
import { emptySlots, pickedIds, placePlayer, removeFromSlot, slotsOf, type PickablePlayer, type PickProblem, type Slots } from '../lib/squad-picking';
import { useSquadDraftStore } from './squad-draft-store';

/**
 * The pitch being edited for the round being picked: the saved draft for that round if there is one, else the
 * submitted squad, else an empty pitch, each player in the slot of his position. Every change is saved as the draft; submitting discards it.
 */
export function useSquadPicker(squad: WeeklySquadResponse, playersById: ReadonlyMap<number, PickablePlayer>) {
  const draft = useSquadDraftStore();
  const [activeSlot, setActiveSlot] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ problem: PickProblem; playerId: number } | null>(null);
  // Read by position each time, so a draft or squad kept in another order still shows each player in his slot.
  const kept = draft.week === squad.week && draft.slots ? pickedIds(draft.slots) : squad.playerIds;
  const slots: Slots = kept.length ? slotsOf(kept, playersById) : emptySlots();

  const pick = (player: PickablePlayer) => {
    const placed = placePlayer(slots, player, activeSlot, playersById);
    if (typeof placed === 'string') return setProblem({ problem: placed, playerId: player.id });
    setProblem(null);
    setActiveSlot(null);
    draft.save(squad.week, placed);
  };

  /** A filled slot empties (spec); an empty one becomes where the next pick goes, or stops being it. */
  const chooseSlot = (index: number) => {
    setProblem(null);
    if (slots[index] !== null) return draft.save(squad.week, removeFromSlot(slots, index));
    setActiveSlot(activeSlot === index ? null : index);
  };

  return { slots, activeSlot, problem, pick, chooseSlot, discardDraft: draft.discard };
}
