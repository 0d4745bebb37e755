import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Slots } from '../lib/squad-picking';

interface SquadDraftState {
  /** The round the draft is for; a draft for another round is stale. */
  week: number | null;
  slots: Slots | null;
  save: (week: number, slots: Slots) => void;
  discard: () => void;
}

/** The squad being picked, kept in localStorage so it survives a reload until it is submitted. */
export const useSquadDraftStore = create<SquadDraftState>()(
  persist(
    (set) => ({
      week: null,
      slots: null,
      save: (week, slots) => set({ week, slots }),
      discard: () => set({ week: null, slots: null }),
    }),
    { name: 'weekly-squad-draft' },
  ),
);
