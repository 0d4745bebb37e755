import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Armbands, Slots } from '../lib/squad-picking';

/** The squad being picked: its players in their slots and who wears the armbands. */
export interface SquadDraft extends Armbands {
  slots: Slots;
}

interface SquadDraftState {
  /** The round the draft is for; a draft for another round is stale. */
  week: number | null;
  draft: SquadDraft | null;
  save: (week: number, draft: SquadDraft) => void;
  discard: () => void;
}

/** The squad being picked, kept in localStorage so it survives a reload until it is submitted. */
export const useSquadDraftStore = create<SquadDraftState>()(
  persist(
    (set) => ({
      week: null,
      draft: null,
      save: (week, draft) => set({ week, draft }),
      discard: () => set({ week: null, draft: null }),
    }),
    {
      name: 'weekly-squad-draft',
      version: 1,
      // A draft kept before the armbands (version 0) held its slots only: they are kept, with no armband yet.
      migrate: (kept, version) => {
        if (version > 0) return kept as SquadDraftState;
        const { week, slots } = kept as { week: number | null; slots: Slots | null };
        return { week, draft: slots ? { slots, captainId: null, viceCaptainId: null } : null } as SquadDraftState;
      },
    },
  ),
);
