import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ApplicationValues } from '../lib/application-form';

interface ApplicationDraftState {
  values: ApplicationValues | null;
  save: (values: ApplicationValues) => void;
  discard: () => void;
}

/**
 * What was typed into the journalist application, kept until it is sent: a visitor who must first sign up, or a
 * fan whose session ran out, comes back to the form as they left it. In the tab's sessionStorage, which goes
 * with the tab: personal details do not outlive it on a shared computer.
 */
export const useApplicationDraftStore = create<ApplicationDraftState>()(
  persist(
    (set) => ({
      values: null,
      save: (values) => set({ values }),
      // Sent: nothing of it stays in the tab's storage.
      discard: () => {
        set({ values: null });
        useApplicationDraftStore.persist.clearStorage();
      },
    }),
    { name: 'journalist-application-draft', storage: createJSONStorage(() => sessionStorage) },
  ),
);
